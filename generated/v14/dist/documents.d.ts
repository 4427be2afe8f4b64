/**
 * The published WSDL and XSD documents of this interface version, by path relative to each other (the files of `wsdl/`), served by every service's listener.
 * @generated from files NonStaticXMLAPI.wsdl, StaticXMLAPI.wsdl, types.xsd
 */
export declare const SERVICE_DOCUMENTS: Readonly<Record<string, string>>;
