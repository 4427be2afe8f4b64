"""A SOAP 1.1 service of spyne (Python's SOAP server stack, Debian's python3-spyne), for spyne.test.ts.

A small library: books with optional, nillable and repeated members (spyne's Array wrappers), an enumeration,
xs:decimal, xs:dateTime and xs:integer values, a Session header block and a Client fault. Listens on
127.0.0.1 at the port given (0 picks one) and prints the port it took.
"""
import sys
from wsgiref.simple_server import WSGIRequestHandler, make_server

from spyne import (Application, Array, Boolean, ComplexModel, DateTime, Decimal, Enum, Fault, Integer,
                   Mandatory, ServiceBase, Unicode, rpc)
from spyne.protocol.soap import Soap11
from spyne.server.wsgi import WsgiApplication

NS = "urn:interop:spyne"
Genre = Enum("fiction", "science", "poetry", type_name="Genre")


class Author(ComplexModel):
    __namespace__ = NS
    name = Mandatory(Unicode)
    born = DateTime


class Book(ComplexModel):
    __namespace__ = NS
    isbn = Mandatory(Unicode)
    title = Unicode
    price = Decimal
    genre = Genre
    authors = Array(Author)
    tags = Array(Unicode)
    available = Boolean
    pages = Integer


class Session(ComplexModel):
    __namespace__ = NS
    token = Unicode


BOOKS = {}


class Library(ServiceBase):
    __in_header__ = Session

    @rpc(Mandatory(Unicode), _returns=Book)
    def GetBook(ctx, isbn):
        if isbn not in BOOKS:
            raise Fault(faultcode="Client.NotFound", faultstring="no book " + isbn)
        return BOOKS[isbn]

    @rpc(Book, _returns=Unicode)
    def AddBook(ctx, book):
        """Keeps the book; answers what spyne read of it and of the Session header, joined by '|'."""
        BOOKS[book.isbn] = book
        token = None if ctx.in_header is None else ctx.in_header.token
        return "|".join(str(value) for value in (book.title, book.price, book.genre, book.pages,
                                                 len(book.authors or []), book.tags, token))

    @rpc(Integer, Integer, _returns=Array(Book))
    def ListBooks(ctx, offset, limit):
        return sorted(BOOKS.values(), key=lambda book: book.isbn)[offset:offset + limit]


class Quiet(WSGIRequestHandler):
    def log_message(self, *args):
        pass


application = Application([Library], tns=NS, in_protocol=Soap11(validator="lxml"), out_protocol=Soap11())
server = make_server("127.0.0.1", int(sys.argv[1]), WsgiApplication(application), handler_class=Quiet)
print(server.server_port, flush=True)
server.serve_forever()
