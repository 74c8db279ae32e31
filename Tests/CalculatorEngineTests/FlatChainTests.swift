import Testing
@testable import CalculatorEngine

/// Long flat chains of `+ −` and `× ÷` are regrouped into balanced trees of the same value
/// (`OperatorChain`): they evaluate however long they are, exactly as written left to right,
/// while real nesting keeps its limit. References: Python's `fractions.Fraction`, folding left.
@Suite struct FlatChainTests {
    /// Chains of 33 to 257 operands (random terms, seed 20) and their exact values.
    static let chains: [(String, String)] = [
        ("928-741-703-806-785+902-927-155+267+691+651+870+927+104+894+336-587-928-174-28+422+417+77-106+129+327+486+973+595-461-422+214-205",
         "3182"),
        ("615-739+459-929+157+945+654+281+570+853-444+161-169+416+952-724-884+124+707+129-799-595+439-354+230-120-929+623+54+532-199+447-177-177-860-83-118+803+906-301+3+830+668-818+323+689-748-412+976+469+544+775+782-743+56-856-684-169+121+961-467-571-342-13+75-588+766-112-96+341+264-659-88-980-679+800+309-680+46+807-28+200+225-526+519+718-13+161+25-948-683+763+540+918-139-914+320-896-130-430",
         "3038"),
        ("519-624-665-733-304-636-783-790-86-670-506-276-361-757-129-477-676-754-873-242-497-133-363-874-927-336-917-644-925-575-145-655-764-720-738-699-704-552-939-771-127-765-275-661-40-542-195-380-401-220-560-520-722-315-833-483-646-184-961-928-140-132-282-901-26-581-685-933-79-903-799-175-348-282-252-798-678-326-88-150-271-266-99-136-312-78-508-41-517-46-488-484-401-730-892-521-758-687-98-670-924-138-841-722-319-515-564-429-959-985-176-467-454-702-921-797-531-496-854-157-183-195-207-297-121-195-457-411-480-70-872-788-871-788-314-652-548-118-818-223-739-921-848-896-212-745-313-890-213-519-296-447-875-485-98-373-532-251-767-832-998-189-574-586-382-834-300-155-12-344-822-387-151-292-525-939-893-900-749-132-523-68-183-610-843-517-535-38-120-886-287-898-428-577-930-92-547-197-618-858-915-702-453-456-418-958-734-45-735-701-180-852-178-846-827-98-509-722-613-578-768-644-306-163-249-987-282-992-239-121-97-564-709-549-607-457-443-344-803-244-555-748-172-523-58-463-91-520-26-293-32-920-262-787-367-270-957",
         "-128882"),
        ("2*9*1/4/1*9/1*6*3/7/6*1*4/3*5*5*8*5*2*6*2*4*8/9/4/5/1*4/7*9*2*4*2*8/7/8/9/7*4/3",
         "58982400/2401"),
        ("6/7*2/1/8/3*2*9/8*9/3*4/6*7/4/3*6/1*9*3*5/6/5*2*9*4/7*8/1*1/1/8/9*9*6*9*4*7*2*9/8/6*4*9*8*2*7*2/2/9*3*7/7/3*5*3*5*5*6*3/7/6*6*5/4/4/6*2*1*5/8/3*6/8/4/9/6",
         "61509375/64"),
        ("9/5/4/2/2/3/5/2/4/5/8/5/5/4/2/5/1/5/2/5/3/8/5/7/2/2/6/8/4/2/3/8/5/6/2/5/7/4/8/7/6/5/7/1/6/8/3/6/9/1/8/8/9/8/8/8/8/6/6/5/1/2/6/1",
         "1/258594631760526229760901120000000000000"),
    ]

    @Test(arguments: chains)
    func longChainsKeepTheirLeftToRightValue(line: String, expected: String) throws {
        var session = Session()
        #expect(try session.evaluate(line).result.fraction == expected)
    }

    @Test func aHundredThousandTermSumIsShallow() throws {
        let line = Array(repeating: "1", count: 100_000).joined(separator: "+")
        let parsed = try ParsedExpression(parsing: line, variables: [])
        #expect(parsed.tree.depth == 18)
        var session = Session()
        #expect(try session.evaluate(line).result.fraction == "100000")
    }

    @Test(arguments: [
        // b% after a chain takes b percent of all of it: (1 + 2 + … + 40)·1.1 = 902.
        ((1...40).map(String.init).joined(separator: "+") + "+10%", "902"),
        // mod is not regrouped: 40 terms of (…(1000 mod 7) mod 7…) stay a left fold: 1000 mod 7 = 6.
        ("1000" + String(repeating: " mod 7", count: 40), "6"),
    ])
    func chainsWithPercentOrModuloFoldLeft(line: String, expected: String) throws {
        var session = Session()
        #expect(try session.evaluate(line).result.fraction == expected)
    }
}
