import EpoxyLayout

/// Text measurement throughput (FreeType + Inter) and what the result cache buys.
///
/// 10,000 distinct sentences of 3–20 words are each measured twice, on one unlimited line
/// and wrapped at 300 pt, by a measurer whose caches start empty; then the same 20,000
/// requests are measured again, when they all come from the cache.
enum TextBenchmark {
    static func run(_ report: inout BenchmarkReport) {
        report.section("text")
        let measurer: any TextMeasuring
        do {
            measurer = try TextMeasurers.makeDefault(fallbackToFixedMetrics: true) { error in
                print("  warning: \(error); measuring with fixed metrics")
            }
        } catch {
            print("  skipped: \(error)")
            return
        }
        let sentences = makeSentences(count: 10_000)
        let font = Font.preferredFont(forTextStyle: .body)
        let requests = sentences.flatMap { sentence in
            [
                TextMeasurementRequest(text: sentence, font: font, width: nil, numberOfLines: 1),
                TextMeasurementRequest(text: sentence, font: font, width: 300, numberOfLines: 0),
            ]
        }

        var checksum = 0.0
        let uncached = BenchmarkReport.measure {
            measurer.resetCache()
            for request in requests {
                checksum += measurer.measure(request).size.height
            }
        }
        let coldStatistics = measurer.cacheStatistics
        let cached = BenchmarkReport.measure {
            for request in requests {
                checksum += measurer.measure(request).size.height
            }
        }
        let warmStatistics = measurer.cacheStatistics
        let repeatedHits = warmStatistics.layoutHits - coldStatistics.layoutHits
        let repeatedTotal = repeatedHits + warmStatistics.layoutMisses - coldStatistics.layoutMisses
        let wrapped = requests.filter { $0.width != nil }
        let wrappedLines = wrapped.reduce(0) { $0 + measurer.measure($1).lineCount }

        report.figure("measurer", String(describing: type(of: measurer)))
        report.figure("requests", "\(requests.count) (10,000 sentences × single line and width 300)")
        report.figure("uncached", "\(Int(Double(requests.count) / uncached)) strings/s")
        report.figure("word-width cache hit rate (uncached pass)", percent(coldStatistics.runHitRate))
        report.figure("cached", "\(Int(Double(requests.count) / cached)) strings/s")
        report.figure("result cache hit rate (repeated pass)", percent(Double(repeatedHits) / Double(max(1, repeatedTotal))))
        report.figure("lines per sentence at width 300", String(format1: Double(wrappedLines) / Double(max(1, wrapped.count))))
        report.ratio("cached vs uncached speedup", uncached / cached, atLeast: 10)
        if checksum.isNaN { print("  (checksum \(checksum))") }
    }

    /// `count` distinct sentences of 3–20 words from a fixed vocabulary, reproducibly.
    private static func makeSentences(count: Int) -> [String] {
        var generator = SplitMix64(seed: 0x5EED)
        var seen = Set<String>()
        var sentences: [String] = []
        sentences.reserveCapacity(count)
        while sentences.count < count {
            let wordCount = 3 + Int(generator.next() % 18)
            var words: [String] = []
            for _ in 0..<wordCount {
                words.append(vocabulary[Int(generator.next() % UInt64(vocabulary.count))])
            }
            let sentence = words.joined(separator: " ").capitalizingFirstLetter + "."
            if seen.insert(sentence).inserted {
                sentences.append(sentence)
            }
        }
        return sentences
    }

    private static func percent(_ rate: Double) -> String {
        "\(String(format1: rate * 100))%"
    }

    private static let vocabulary = """
        the a of and to in is it you that he was for on are with as his they be at one have this from or had \
        by hot word but what some we can out other were all there when up use your how said an each she which \
        do their time if will way about many then them write would like so these her long make thing see him two \
        has look more day could go come did number sound no most people my over know water than call first who \
        may down side been now find any new work part take get place made live where after back little only round \
        man year came show every good me give our under name very through just form sentence great think say help \
        low line differ turn cause much mean before move right boy old too same tell does set three want air well \
        also play small end put home read hand port large spell add even land here must big high such follow act \
        why ask men change went light kind off need house picture try us again animal point mother world near build \
        self earth father head stand own page should country found answer school grow study still learn plant cover \
        food sun four between state keep eye never last let thought city tree cross farm hard start might story saw \
        far sea draw left late run don't while press close night real life few north Épée naïve café résumé 2026 42
        """.split(separator: " ").map(String.init)
}

/// A small deterministic random number generator (SplitMix64) so runs measure the same text.
private struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

private extension String {
    var capitalizingFirstLetter: String {
        prefix(1).uppercased() + dropFirst()
    }
}
