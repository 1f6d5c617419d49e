import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The elements of an XML document in document order, read with Foundation's `XMLParser`;
/// parsing fails on anything that is not well-formed.
final class SVGElements: NSObject, XMLParserDelegate {
    struct Element {
        let name: String
        let attributes: [String: String]
        var text: String
    }

    struct MalformedXML: Error {
        let message: String
    }

    private var elements: [Element] = []
    private var open: [Int] = []

    /// The elements of `xml`, or `MalformedXML` with the parser's error.
    static func parse(_ xml: String) throws -> [Element] {
        let parser = XMLParser(data: Data(xml.utf8))
        let collector = SVGElements()
        parser.delegate = collector
        guard parser.parse() else {
            throw MalformedXML(message: parser.parserError.map { "\($0)" } ?? "unknown error")
        }
        return collector.elements
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
        open.append(elements.count)
        elements.append(Element(name: elementName, attributes: attributeDict, text: ""))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        _ = open.popLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard let index = open.last else { return }
        elements[index].text += string
    }
}
