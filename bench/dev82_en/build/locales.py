"""Invented places, organisations and identifier formats for the six locales of dev82_en.

Only fictional contact data is produced:
  UK phones in the Ofcom drama ranges (020 7946 0xxx, 0161 496 0xxx, 0113 496 0xxx, 07700 900xxx);
  Australian phones 0491 570 xxx; North American 555-01xx; Ireland, New Zealand and South Africa an
  invented 555 0xxx block; e-mail and web addresses only on example.com/.org/.net; IP addresses only
  in private ranges; US SSNs only in the 9xx area; UK NI numbers with prefix QQ; NHS-style numbers 999.
"""

import string

from markers import raw_tag

UP = string.ascii_uppercase
DIG = string.digits


def digits(r, n, first_nonzero=False):
    s = "".join(r.choice(DIG) for _ in range(n))
    if first_nonzero and s[0] == "0":
        s = r.choice("123456789") + s[1:]
    return s


def letters(r, n, pool=UP):
    return "".join(r.choice(pool) for _ in range(n))


# ---------------------------------------------------------------- shared pools
PROFESSIONS = [
    "scaffolder", "bus driver", "primary school teacher", "HGV driver", "care assistant", "electrician",
    "dairy farmer", "sheep farmer", "coal miner", "accountant", "chef", "plumber", "warehouse operative",
    "teaching assistant", "hairdresser", "forklift driver", "taxi driver", "civil engineer", "office cleaner",
    "shop assistant", "joiner", "bricklayer", "postman", "security guard", "fisherman", "software developer",
    "librarian", "police officer", "firefighter", "mechanic", "seamstress", "machinist", "bank clerk",
    "dental nurse", "midwife", "staff nurse", "pharmacy technician", "lorry driver", "roofer", "painter and decorator",
    "landscape gardener", "checkout operator", "barista", "delivery driver", "nursery nurse", "solicitor",
    "quantity surveyor", "merchant seaman", "shipyard welder", "steelworker", "textile worker", "piano tuner",
    "butcher", "baker", "florist", "tailor", "carpenter", "railway signalman", "crane operator", "tiler",
    "kitchen porter", "hospital porter", "veterinary nurse", "school cook", "lollipop lady", "caretaker",
    "journalist", "church organist", "fitness instructor", "mortgage adviser", "call-centre adviser",
]
RETIRED_OK = ["primary school teacher", "bus driver", "coal miner", "postman", "police officer", "firefighter",
              "seamstress", "machinist", "bank clerk", "midwife", "staff nurse", "merchant seaman",
              "shipyard welder", "steelworker", "textile worker", "railway signalman", "school cook",
              "church organist", "librarian", "accountant", "dairy farmer", "joiner", "tailor", "caretaker"]

LOC_PROFESSIONS = {
    "en-AU": ["shearer", "stockman", "grader operator", "FIFO mine worker", "cane cutter", "tradie", "jackaroo",
              "aged care worker", "Aboriginal health worker"],
    "en-NZ": ["shearer", "kiwifruit picker", "forestry worker", "dairy farm manager", "freezing worker",
              "kaiawhina", "builder", "deer farmer"],
    "en-CA": ["long-haul trucker", "logger", "fisherman", "oil rig worker", "snowplough operator",
              "personal support worker", "maple syrup producer", "hydro lineman"],
    "en-ZA": ["domestic worker", "taxi driver", "gold miner", "farm labourer", "security officer",
              "spaza shop owner", "petrol attendant", "educator", "community health worker"],
    "en-IE": ["dairy farmer", "publican", "carpenter", "SNA", "bus driver", "garda", "postwoman",
              "hackney driver"],
    "en-GB": ["HGV driver", "scaffolder", "dinner lady", "bin man", "market trader", "cabbie"],
}

RELATIONS_M = ["husband", "son", "brother", "grandson", "nephew", "son-in-law", "partner", "neighbour",
               "friend", "stepson", "brother-in-law", "cousin"]
RELATIONS_F = ["wife", "daughter", "sister", "granddaughter", "niece", "daughter-in-law", "partner", "neighbour",
               "friend", "stepdaughter", "sister-in-law", "cousin"]

EMPLOYER_WORDS = ["Kestrel", "Harbourside", "Blackthorn", "Calder Valley", "Pennine", "Marlbeck", "Northgate",
                  "Oakenshaw", "Dunmoor", "Brightwater", "Greystone", "Lowfield", "Heronsgate", "Swiftline",
                  "Tamarind", "Bluegate", "Silverbirch", "Ironbridge", "Copperleaf", "Redfern", "Meadowlark",
                  "Stonechat", "Fieldfare", "Larkspur", "Ashcombe", "Coldwater", "Fernleigh", "Wrenfold",
                  "Millrace", "Highcliffe", "Quarrystone", "Sandpiper"]
EMPLOYER_KINDS = ["Freight Ltd", "Logistics", "Joinery", "Textiles", "Bakeries", "Engineering", "Couriers",
                  "Building Supplies", "Quarry Products", "Care Services", "Security", "Farms", "Retail",
                  "Buses", "Foods", "Plastics", "Timber Co", "Construction", "Cleaning Services",
                  "Print Works", "Motors", "Dairies", "Packaging", "Scaffolding", "Recycling", "Brewery",
                  "Hotels Group", "Fisheries", "Electrical", "Haulage"]
INSURER_WORDS = ["Northgate Mutual", "Harrowfield Assurance", "Bluewater Life", "Castlegate Insurance",
                 "Meridian Income Protection", "Oakridge Friendly Society", "Stonehaven Life",
                 "Larchmont Group Risk", "Saltire Mutual", "Fernbrook Assurance", "Keystone Disability Cover"]
SOLICITOR_FIRMS = ["Harrow & Quill LLP", "Benson Tait Solicitors", "Ashgrave & Co", "Pennock Lyle Solicitors",
                   "Marchbank Dunn LLP", "Okwuosa Fenwick Solicitors", "Redbridge Carver LLP",
                   "Tillotson Maher & Partners", "Vance Kilbride Solicitors", "Holloway Grieve Legal",
                   "Cardew Ibbotson LLP", "Strand & Mercer Lawyers", "Quorrel Nkosana Attorneys",
                   "Laidlaw Whitby Barristers and Solicitors"]
SCHOOL_KINDS = ["Primary School", "High School", "Academy", "College", "Community School", "Grammar School"]
CHURCH_KINDS = ["St Aidan's Church", "Bethel Chapel", "Grace Pentecostal Assembly", "St Ninian's Parish",
                "Zion Christian Fellowship", "Al-Noor Mosque", "Shree Ram Mandir", "Guru Nanak Gurdwara",
                "Hillside Baptist Church", "Our Lady of the Wayside Parish"]
CLUBS = ["Rovers FC", "Harriers Athletic Club", "Bowls Club", "Rugby Club", "Men's Shed", "Cricket Club",
         "Golf Club", "Silver Swans Swimming Club", "Brass Band", "Angling Society"]

SAINTS = ["Aldhelm", "Hild", "Oswin", "Brannoc", "Eadburh", "Cedd", "Wilfrid", "Teilo", "Fiachra", "Brigid",
          "Kieran", "Columba", "Ita", "Fintan", "Ninian", "Cuthbert", "Winefride", "Petroc", "Aidan",
          "Monica", "Jude", "Bartholomew", "Vincent", "Raphael", "Luke", "Agnes", "Clare"]

WARD_NAMES = ["Rowan", "Kestrel", "Heron", "Larch", "Bluebell", "Harebell", "Foxglove", "Primrose", "Osprey",
              "Curlew", "Linnet", "Sandpiper", "Thistle", "Heather", "Nightingale", "Seacole", "Cavell",
              "Fleming", "Lister", "Jenner", "Ash", "Beech", "Willow", "Maple", "Cedar", "Magnolia",
              "Juniper", "Alder", "Kingfisher", "Wren", "Swift", "Puffin", "Avocet", "Merlin", "Poppy",
              "Snowdrop", "Daffodil", "Iris", "Lavender", "Sunflower"]
UNIT_NAMES = ["Beacon Unit", "Cedar Lodge", "Harbour Unit", "Lighthouse Unit", "Oak House", "Horizon Unit",
              "Rivendell Unit", "Meadowbank Unit", "Haven Suite", "Orchard Unit", "Compass Unit",
              "Anchor Unit", "Willow Lodge", "Solace Unit"]
LANDMARK_KINDS = ["Library", "Leisure Centre", "Bus Station", "Shopping Centre", "Community Hall", "Park",
                  "Retail Park", "Memorial Gardens", "Railway Station", "Market Hall", "Marina", "Showground",
                  "Sports Ground", "Town Hall"]

# Hard-negative legal references (public law; never annotated).
LEGAL = {
    "en-GB": {
        "guard": ['section 7 of the Mental Health Act 1983', 'the Mental Capacity Act 2005', 'section 8 of the Mental Health Act 1983', 'the Care Act 2014'],
        "mha": ["section 2 of the Mental Health Act 1983", "section 3 of the Mental Health Act 1983",
                "section 5(2) of the Mental Health Act 1983", "section 136 of the Mental Health Act 1983",
                "section 17 leave under the Mental Health Act 1983", "section 7 (guardianship) of the Mental Health Act 1983",
                "section 117 aftercare", "the Mental Capacity Act 2005", "Schedule A1 of the Mental Capacity Act 2005",
                "rule 32 of the Tribunal Procedure (First-tier Tribunal) (Health, Education and Social Care Chamber) Rules 2008",
                "Part 4 of the Mental Health Act 1983", "section 58 (consent to treatment)"],
        "forms": ["Form A3", "Form A7", "Form H5", "Form G2", "Form CTO1", "Form T2"],
        "coroner": ["section 1 of the Coroners and Justice Act 2009", "Regulation 28 of the Coroners (Investigations) Regulations 2013",
                    "Schedule 5, paragraph 7 of the Coroners and Justice Act 2009", "rule 23 of the Coroners (Inquests) Rules 2013",
                    "Article 2 of the European Convention on Human Rights", "section 5(2) of the Coroners and Justice Act 2009"],
        "pi": ["Part 35 of the Civil Procedure Rules", "CPR 35.3", "Practice Direction 35", "CPR 35.10(2)",
               "the Pre-Action Protocol for Personal Injury Claims", "the Road Traffic Act 1988",
               "the Judicial College Guidelines (17th edition)", "the Whiplash Injury Regulations 2021",
               "the Civil Liability Act 2018", "the Ogden Tables (8th edition)"],
        "work": ["the Equality Act 2010", "section 6 of the Equality Act 2010", "the Health and Safety at Work etc. Act 1974",
                 "the Management of Health and Safety at Work Regulations 1999", "RIDDOR 2013",
                 "the Access to Medical Reports Act 1988", "Group 2 standards of the DVLA guidance"],
        "complaint": ["the Local Authority Social Services and National Health Service Complaints (England) Regulations 2009",
                      "the NHS Constitution", "the Data Protection Act 2018", "Article 15 of the UK GDPR",
                      "the Access to Health Records Act 1990", "the statutory Duty of Candour (Regulation 20)"],
        "pharm": ["Schedule 2 of the Misuse of Drugs Regulations 2001", "regulation 225 of the Human Medicines Regulations 2012",
                  "the Misuse of Drugs (Safe Custody) Regulations 1973", "Schedule 3 CD (No Register)"],
    },
    "en-IE": {
        "guard": ['Part 5 of the Assisted Decision-Making (Capacity) Act 2015', 'section 38 of the Assisted Decision-Making (Capacity) Act 2015', 'the Lunacy Regulation (Ireland) Act 1871 (wardship)'],
        "mha": ["section 9 of the Mental Health Act 2001", "section 14 of the Mental Health Act 2001",
                "section 15(2) of the Mental Health Act 2001", "section 23 of the Mental Health Act 2001",
                "section 3(1)(b) of the Mental Health Act 2001", "the Assisted Decision-Making (Capacity) Act 2015",
                "Part 5 of the Assisted Decision-Making (Capacity) Act 2015", "section 57 of the Mental Health Act 2001"],
        "forms": ["Form 6", "Form 7", "Form 13", "Form 1", "Form 5"],
        "coroner": ["section 17 of the Coroners Act 1962", "section 18 of the Coroners (Amendment) Act 2019",
                    "section 24 of the Coroners Act 1962", "Article 2 of the European Convention on Human Rights"],
        "pi": ["Order 39, rule 46 of the Rules of the Superior Courts", "the Personal Injuries Guidelines 2021",
               "section 8 of the Civil Liability and Courts Act 2004", "the Personal Injuries Assessment Board Act 2003",
               "section 26 of the Civil Liability and Courts Act 2004"],
        "work": ["the Employment Equality Acts 1998 to 2015", "the Safety, Health and Welfare at Work Act 2005",
                 "the Disability Act 2005", "section 16 of the Employment Equality Act 1998"],
        "complaint": ["Part 9 of the Health Act 2004", "the Freedom of Information Act 2014",
                      "the Patient Safety (Notifiable Incidents and Open Disclosure) Act 2023", "the Data Protection Act 2018"],
        "pharm": ["the Misuse of Drugs Regulations 2017", "Schedule 2 of the Misuse of Drugs Regulations 2017",
                  "regulation 8 of the Medicinal Products (Prescription and Control of Supply) Regulations 2003"],
    },
    "en-AU": {
        "guard": ['the Guardianship and Administration Act 2000', 'section 14 of the Guardianship Act 1987', 'the Guardianship and Administration Act 2019', 'section 25 of the Guardianship Act 1987'],
        "mha": ["section 19 of the Mental Health Act 2007", "the Mental Health Act 2014", "section 29 of the Mental Health Act 2016",
                "the Guardianship and Administration Act 2000", "section 14 of the Guardianship Act 1987",
                "the Powers of Attorney Act 1998", "section 68 of the Mental Health Act 2007"],
        "forms": ["Schedule 1 form", "Form 1A", "Form 6", "an Assessment Order"],
        "coroner": ["section 81 of the Coroners Act 2009", "section 67 of the Coroners Act 2008",
                    "section 45 of the Coroners Act 2003", "section 27 of the Coroners Act 2009"],
        "pi": ["Schedule 7 (Expert Witness Code of Conduct) of the Uniform Civil Procedure Rules 2005",
               "rule 31.23 of the Uniform Civil Procedure Rules 2005", "the Civil Liability Act 2002",
               "section 66 of the Workers Compensation Act 1987", "the Motor Accident Injuries Act 2017",
               "the AMA Guides to the Evaluation of Permanent Impairment (5th edition)"],
        "work": ["the Disability Discrimination Act 1992", "the Work Health and Safety Act 2011",
                 "section 40 of the Workplace Injury Management and Workers Compensation Act 1998",
                 "the Austroads Assessing Fitness to Drive standards"],
        "complaint": ["the Health Care Complaints Act 1993", "the Health Records and Information Privacy Act 2002",
                      "the Australian Charter of Healthcare Rights", "the Privacy Act 1988"],
        "pharm": ["Schedule 8 of the Poisons Standard", "the Poisons and Therapeutic Goods Regulation 2008",
                  "Schedule 4 Appendix D", "clause 84 of the Poisons and Therapeutic Goods Regulation 2008"],
    },
    "en-NZ": {
        "guard": ['the Protection of Personal and Property Rights Act 1988', 'section 12 of the Protection of Personal and Property Rights Act 1988', 'section 10 of the Protection of Personal and Property Rights Act 1988'],
        "mha": ["section 11 of the Mental Health (Compulsory Assessment and Treatment) Act 1992",
                "section 14(4) of the Mental Health (Compulsory Assessment and Treatment) Act 1992",
                "section 16 of the Mental Health (Compulsory Assessment and Treatment) Act 1992",
                "section 30 of the Mental Health (Compulsory Assessment and Treatment) Act 1992",
                "the Protection of Personal and Property Rights Act 1988", "section 12 of the Protection of Personal and Property Rights Act 1988"],
        "forms": ["MH Form 4", "MH Form 5", "an interim order", "a personal order"],
        "coroner": ["section 57 of the Coroners Act 2006", "section 60 of the Coroners Act 2006",
                    "section 14 of the Coroners Act 2006", "section 74 of the Coroners Act 2006"],
        "pi": ["the Accident Compensation Act 2001", "section 103 of the Accident Compensation Act 2001",
               "the AMA Guides (4th edition) as modified by the ACC User Handbook", "rule 9.43 of the High Court Rules 2016",
               "Schedule 4 of the High Court Rules 2016 (code of conduct for expert witnesses)"],
        "work": ["the Health and Safety at Work Act 2015", "the Human Rights Act 1993", "the Employment Relations Act 2000",
                 "section 103(1)(b) of the Accident Compensation Act 2001"],
        "complaint": ["Right 4 of the Code of Health and Disability Services Consumers' Rights",
                      "Right 10 of the Code of Health and Disability Services Consumers' Rights",
                      "the Health Information Privacy Code 2020", "the Health and Disability Commissioner Act 1994"],
        "pharm": ["the Misuse of Drugs Regulations 1977", "regulation 31 of the Misuse of Drugs Regulations 1977",
                  "the Medicines Regulations 1984", "Class B controlled drug"],
    },
    "en-CA": {
        "guard": ['the Substitute Decisions Act, 1992', 'section 55 of the Substitute Decisions Act, 1992', 'section 62 of the Substitute Decisions Act, 1992'],
        "mha": ["the Mental Health Act, R.S.O. 1990, c. M.7", "Form 1 under the Mental Health Act, R.S.O. 1990, c. M.7",
                "Form 3 (Certificate of Involuntary Admission)", "the Health Care Consent Act, 1996",
                "the Substitute Decisions Act, 1992", "section 20(5) of the Mental Health Act, R.S.O. 1990, c. M.7",
                "Form 33", "section 15 of the Mental Health Act, R.S.O. 1990, c. M.7"],
        "forms": ["Form 1", "Form 3", "Form 30", "Form 33", "Form 42"],
        "coroner": ["section 10 of the Coroners Act, R.S.O. 1990, c. C.37", "section 20 of the Coroners Act, R.S.O. 1990, c. C.37",
                    "section 31 of the Coroners Act, R.S.O. 1990, c. C.37", "the Coroners Act, R.S.O. 1990, c. C.37"],
        "pi": ["rule 53.03 of the Rules of Civil Procedure", "Form 53 (Acknowledgment of Expert's Duty)",
               "the Statutory Accident Benefits Schedule, O. Reg. 34/10", "the Insurance Act, R.S.O. 1990, c. I.8",
               "section 267.5 of the Insurance Act, R.S.O. 1990, c. I.8", "the AMA Guides (4th edition)"],
        "work": ["the Workplace Safety and Insurance Act, 1997", "the Human Rights Code, R.S.O. 1990, c. H.19",
                 "the Occupational Health and Safety Act, R.S.O. 1990, c. O.1", "CCMTA medical standards for drivers"],
        "complaint": ["the Personal Health Information Protection Act, 2004", "the Excellent Care for All Act, 2010",
                      "the Patient Ombudsman process", "section 52 of the Personal Health Information Protection Act, 2004"],
        "pharm": ["the Controlled Drugs and Substances Act, S.C. 1996, c. 19", "the Narcotic Control Regulations",
                  "the Drug and Pharmacies Regulation Act, R.S.O. 1990, c. H.4", "the Benzodiazepines and Other Targeted Substances Regulations"],
    },
    "en-ZA": {
        "guard": ['section 60 of the Mental Health Care Act 17 of 2002', 'Rule 57 of the Uniform Rules of Court (curator bonis)', 'section 61 of the Mental Health Care Act 17 of 2002'],
        "mha": ["section 33 of the Mental Health Care Act 17 of 2002", "section 34 of the Mental Health Care Act 17 of 2002",
                "section 32 of the Mental Health Care Act 17 of 2002", "section 40 of the Mental Health Care Act 17 of 2002",
                "Chapter V of the Mental Health Care Act 17 of 2002", "section 60 of the Mental Health Care Act 17 of 2002"],
        "forms": ["MHCA 04", "MHCA 05", "MHCA 07", "MHCA 08", "MHCA 48"],
        "coroner": ["section 5 of the Inquests Act 58 of 1959", "section 16 of the Inquests Act 58 of 1959",
                    "Regulation 17 of the Regulations Regarding the Rendering of Forensic Pathology Service",
                    "section 56 of the National Health Act 61 of 2003"],
        "pi": ["section 17 of the Road Accident Fund Act 56 of 1996", "the RAF 4 serious injury assessment report",
               "regulation 3 of the Road Accident Fund Regulations 2008", "the AMA Guides (6th edition)",
               "Uniform Rule 36(9)(b)", "the narrative test under regulation 3(5)(b)(iii)"],
        "work": ["the Compensation for Occupational Injuries and Diseases Act 130 of 1993",
                 "section 22 of the Compensation for Occupational Injuries and Diseases Act 130 of 1993",
                 "the Employment Equity Act 55 of 1998", "the Occupational Health and Safety Act 85 of 1993",
                 "Schedule 8 of the Labour Relations Act 66 of 1995"],
        "complaint": ["the National Health Act 61 of 2003", "section 18 of the National Health Act 61 of 2003",
                      "the Protection of Personal Information Act 4 of 2013", "the Patients' Rights Charter",
                      "the Promotion of Access to Information Act 2 of 2000"],
        "pharm": ["section 22A of the Medicines and Related Substances Act 101 of 1965", "Schedule 6 of the Medicines and Related Substances Act",
                  "the Pharmacy Act 53 of 1974", "Regulation 18 of the General Regulations"],
    },
}


class Locale:
    code = ""
    country = ""
    country_alt = []
    spell = "uk"

    def __init__(self, r):
        self.r = r

    # ---------- generic helpers
    def ch(self, seq):
        return self.r.choice(seq)

    def town(self):
        return self.ch(self.TOWNS)

    def street(self):
        r = self.r
        num = str(r.choice([r.randint(1, 40), r.randint(1, 150), r.randint(2, 399)]))
        s = f"{num} {self.ch(self.STREET_WORDS)} {self.ch(self.STREET_TYPES)}"
        if r.random() < 0.15:
            s = f"{self.ch(['Flat', 'Apartment', 'Unit'])} {r.randint(1, 24)}, " + s
        return s

    def region(self):
        return None

    def postcode(self, region=None):
        return ""

    def address(self):
        reg = self.region()
        return {"street": self.street(), "town": self.town(), "region": reg,
                "region_type": self.region_type, "postcode": self.postcode(reg)}

    region_type = "CITY"

    # ---------- organisations
    def hospital(self):
        r = self.r
        t = self.town()
        pats = self.HOSP_PATTERNS
        return r.choice(pats).format(t=t, s=r.choice(SAINTS), w=r.choice(EMPLOYER_WORDS))

    def trust(self):
        return self.r.choice(self.TRUST_PATTERNS).format(t=self.town(), t2=self.town(), w=self.ch(EMPLOYER_WORDS))

    def practice(self):
        return self.r.choice(self.PRACTICE_PATTERNS).format(t=self.town(), w=self.ch(self.STREET_WORDS))

    def pharmacy(self, surname="Pell"):
        return self.r.choice(self.PHARMACY_PATTERNS).format(t=self.town(), w=self.ch(self.STREET_WORDS), s=surname)

    def care_home(self):
        return self.r.choice(self.CAREHOME_PATTERNS).format(t=self.town(), w=self.ch(self.STREET_WORDS))

    def hospice(self):
        return self.r.choice(["St {s} Hospice", "{t} Hospice", "{w} House Hospice", "St {s}'s Hospice"]).format(
            s=self.ch(SAINTS), t=self.town(), w=self.ch(self.STREET_WORDS))

    def ward(self):
        return self.ch(WARD_NAMES) + " Ward"

    def unit(self):
        return self.ch(UNIT_NAMES)

    def ambulance_service(self):
        return self.r.choice(self.AMB_PATTERNS).format(t=self.town())

    def employer(self):
        r = self.r
        x = r.random()
        if x < 0.7:
            return f"{r.choice(EMPLOYER_WORDS)} {r.choice(EMPLOYER_KINDS)}"
        if x < 0.85:
            return f"{self.town()} {r.choice(['Borough Council', 'District Council', 'City Council', 'Co-operative', 'Golf Club', 'Rugby Club'])}"
        return f"{self.town()} {r.choice(SCHOOL_KINDS)}"

    def school(self):
        return f"{self.town()} {self.ch(SCHOOL_KINDS)}"

    def insurer(self):
        return self.ch(INSURER_WORDS)

    def solicitor(self):
        return self.ch(SOLICITOR_FIRMS)

    def church(self):
        return self.ch(CHURCH_KINDS)

    def club(self):
        return f"{self.town()} {self.ch(CLUBS)}"

    def landmark(self):
        return f"{self.town()} {self.ch(LANDMARK_KINDS)}"

    # ---------- contacts
    def email_domain(self):
        r = self.r
        base = r.choice(["example.org", "example.net", "example.com"])
        if r.random() < 0.35:
            return r.choice(["mail", "nhs", "health", "clinic", "records", "secure", "staff"]) + "." + base
        return base

    def ext(self):
        r = self.r
        return r.choice([" ext 2", " ext. 3", " x4", " extn 5", " ext "]) + digits(r, 3)

    # ---------- ids
    def ssn(self):
        r = self.r
        if r.random() < 0.5 and self.code == "en-GB":
            return self.ni()
        a = "9" + digits(r, 2)
        return r.choice([f"{a}-{r.randint(10, 99)}-{r.randint(1000, 9999)}",
                         f"{a} {r.randint(10, 99)} {r.randint(1000, 9999)}"])

    def ni(self):
        r = self.r
        d = digits(r, 6)
        suf = r.choice("ABCD")
        return r.choice([f"QQ{d}{suf}", f"QQ {d[:2]} {d[2:4]} {d[4:]} {suf}"])

    def vin(self):
        pool = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
        return "".join(self.r.choice(pool) for _ in range(17))

    def device_serial(self):
        r = self.r
        return r.choice([
            lambda: letters(r, 3) + digits(r, 6),
            lambda: f"SN{digits(r, 4)}-{digits(r, 5)}",
            lambda: f"{letters(r, 2)}-{digits(r, 7)}",
            lambda: f"{digits(r, 3)}-{letters(r, 1)}{digits(r, 5)}",
            lambda: f"{letters(r, 2)}{digits(r, 2)}{letters(r, 1)}{digits(r, 5)}",
        ])()

    def bioid(self, kind="finger"):
        r = self.r
        opts = {
            "finger": [lambda: f"FP-{digits(r, 6)}", lambda: f"FPR {digits(r, 3)} {digits(r, 3)}",
                       lambda: f"BIO{letters(r, 2)}{digits(r, 5)}", lambda: f"TP{digits(r, 2)}-{digits(r, 5)}"],
            "dna": [lambda: f"DNA/{r.randint(18, 26)}/{digits(r, 6)}", lambda: f"DNA-{letters(r, 2)}{digits(r, 6)}"],
            "palm": [lambda: f"PV{digits(r, 7)}", lambda: f"PALM-{digits(r, 5)}"],
            "voice": [lambda: f"VP-{digits(r, 5)}", lambda: f"VOX{digits(r, 6)}"],
            "iris": [lambda: f"IRIS-{digits(r, 4)}-{letters(r, 1)}"],
            "face": [lambda: f"FBT-{digits(r, 4)}-{digits(r, 2)}"],
        }[kind]
        return r.choice(opts)()

    def idnum(self, kind="generic"):
        r = self.r
        y = r.randint(18, 26)
        pats = {
            "complaint": [f"C-20{y}-{digits(r, 4)}", f"PALS/{digits(r, 5)}", f"CMP{digits(r, 6)}", f"COMP-{digits(r, 5)}"],
            "coroner": [f"{digits(r, 4)}/{y}", f"COR-{digits(r, 6)}", f"INQ {digits(r, 5)}", f"CR{y}{digits(r, 5)}"],
            "pm": [f"PM {y}/{digits(r, 4)}", f"PM-{digits(r, 6)}", f"FP{digits(r, 5)}"],
            "accession": [f"S{y}-{digits(r, 4)}", f"H{y}.{digits(r, 5)}", f"BL{digits(r, 7)}", f"{letters(r, 2)}{digits(r, 8)}"],
            "rx": [f"RX{digits(r, 7)}", f"{digits(r, 6)}-{digits(r, 2)}", f"Rx#{digits(r, 6)}"],
            "eps": [f"{letters(r, 1)}{digits(r, 2)}{letters(r, 1)}{digits(r, 2)}-{letters(r, 1)}{digits(r, 5)}-{letters(r, 2)}{digits(r, 3)}",
                    f"{digits(r, 6)}-{letters(r, 1)}{digits(r, 5)}-{digits(r, 5)}{letters(r, 1)}"],
            "incident": [f"INC{digits(r, 7)}", f"{digits(r, 8)}", f"CAD {digits(r, 6)}", f"E{digits(r, 9)}"],
            "solref": [f"{letters(r, 3)}/{digits(r, 5)}", f"{letters(r, 2)}.{digits(r, 4)}.{digits(r, 3)}",
                       f"PI-{digits(r, 6)}", f"{letters(r, 3)}{digits(r, 4)}-{digits(r, 2)}"],
            "claim": [f"{letters(r, 1)}{digits(r, 2)}{letters(r, 2)}{digits(r, 4)}", f"CLM-{digits(r, 7)}",
                      f"{digits(r, 9)}", f"{letters(r, 2)}{digits(r, 6)}"],
            "court": [f"{letters(r, 1)}{digits(r, 2)}{letters(r, 2)}{digits(r, 3)}", f"HQ{y}X{digits(r, 5)}",
                      f"{digits(r, 4)} {digits(r, 4)}P", f"CV-{digits(r, 5)}-{letters(r, 2)}"],
            "tribunal": [f"MP/20{y}/{digits(r, 5)}", f"MHT-{digits(r, 6)}", f"{letters(r, 2)}{digits(r, 6)}"],
            "employee": [f"E{digits(r, 6)}", f"{digits(r, 5)}", f"EMP-{digits(r, 5)}"],
            "police": [f"{letters(r, 2)}/{digits(r, 5)}/{y}", f"PR{digits(r, 7)}"],
            "referral": [f"{digits(r, 4)} {digits(r, 4)} {digits(r, 4)}", f"REF{digits(r, 7)}", digits(r, 12)],
            "generic": [f"{letters(r, 2)}{digits(r, 6)}", f"{digits(r, 3)}-{digits(r, 4)}", f"ID{digits(r, 7)}"],
        }
        return r.choice(pats[kind])

    def account(self):
        r = self.r
        return r.choice([f"INV-{digits(r, 5)}", f"{digits(r, 4)}-{digits(r, 4)}", f"EP{digits(r, 8)}",
                         f"E-{digits(r, 7)}", f"ACC{digits(r, 6)}", f"{digits(r, 10)}", f"BILL/{digits(r, 6)}",
                         f"V{digits(r, 9)}"])

    def policy(self):
        r = self.r
        return r.choice([f"{letters(r, 3)}{digits(r, 6)}", f"{digits(r, 2)}-{digits(r, 6)}", f"POL{digits(r, 7)}",
                         f"{letters(r, 2)}{digits(r, 4)}-{digits(r, 3)}", f"{digits(r, 8)}/{digits(r, 2)}"])

    def username(self, given, surname):
        r = self.r
        g = "".join(c for c in given.lower() if c.isalpha())
        s = "".join(c for c in surname.lower() if c.isalpha())
        return r.choice([f"{g[0]}{s}", f"{g}.{s}", f"{s}{g[0]}{r.randint(1, 99)}", f"{g[0]}{s[:5]}{r.randint(1, 9)}",
                         f"{g}_{s[0]}", f"{s[:6]}{g[:2]}", f"{g[0]}.{s}", f"{s}.{g[0]}{r.randint(10, 99)}"])

    def ip(self):
        r = self.r
        x = r.random()
        if x < 0.4:
            return f"10.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}"
        if x < 0.7:
            return f"192.168.{r.randint(0, 255)}.{r.randint(1, 254)}"
        return f"172.{r.randint(16, 31)}.{r.randint(0, 255)}.{r.randint(1, 254)}"

    def url(self, slug="portal"):
        r = self.r
        host = r.choice(["www.example.org", "www.example.net", "example.com", "www.example.com", "portal.example.org",
                         "video.example.net", "records.example.org"])
        path = r.choice([f"/{slug}", f"/{slug}/{digits(r, 4)}", f"/{slug}/login", f"/join/{digits(r, 3)}-{letters(r, 3).lower()}",
                         f"/{slug}/feedback", ""])
        pre = r.choice(["https://", "", "http://", "https://"])
        out = pre + host + path
        if out.endswith("/"):
            out = out[:-1]
        return out

    def vehicle(self):
        return self.plate() if self.r.random() < 0.8 else self.vin()

    def landline(self):
        raise NotImplementedError

    def mobile(self):
        raise NotImplementedError

    def bleep(self):
        r = self.r
        return r.choice([digits(r, 4, True), f"{r.randint(1, 9)}-{digits(r, 4)}", digits(r, 5, True), f"{digits(r, 2)} {digits(r, 3)}"])

    def lic_driver(self):
        r = self.r
        return f"{letters(r, 5)}{digits(r, 6)}{letters(r, 2)}{r.randint(1, 9)}{letters(r, 2)}"


# ================================================================== UK
class UK(Locale):
    code = "en-GB"
    country = "United Kingdom"
    country_alt = ["UK", "England", "Scotland", "Wales"]
    TOWNS = ["Westmoor", "Brackley Vale", "Calderbridge", "Kilnbrook", "Thornmere", "Dunmoor", "Hebble Cross",
             "Oakenshaw Green", "Marlbeck", "Saltcote", "Whinfield", "Ashby Fenton", "Ravensmoor", "Cragholme",
             "Pendlebrook", "Sedgecombe", "Hollinsfold", "Glenmorrow", "Kilbrannan Bay", "Aberhafod", "Llanfenni",
             "Fenwick Stoke", "Drayholme", "Harrowgate Moor", "Lowther Cross", "Nantybwch Uchaf", "Stainmere",
             "Cobbold's Ferry", "Upper Wetherdale", "St Eanswythe"]
    COUNTIES = ["West Yorkshire", "Lancashire", "Cheshire", "Cumbria", "Derbyshire", "Northumberland",
                "Somerset", "Norfolk", "Shropshire", "Powys", "Gwynedd", "Fife", "Perthshire", "North Yorkshire",
                "Greater Manchester", "Staffordshire", "Co. Durham"]
    STREET_WORDS = ["Larch", "Mill", "Chapel", "Station", "Church", "Oak", "Elm", "Rowan", "Beech", "Hawthorn",
                    "Meadow", "Orchard", "Victoria", "Albert", "Queen's", "King's", "Moor", "Heather", "Bracken",
                    "Kiln", "Tanner", "Weaver", "Foundry", "Canal", "Bridge", "Sycamore", "Alder", "Juniper",
                    "Blackthorn", "Aspen", "Linnet", "Lapwing", "Curlew", "Heron", "Wren", "Gorse", "Cobden",
                    "Ramsden", "Sowerby", "Gasworks"]
    STREET_TYPES = ["Road", "Street", "Lane", "Close", "Avenue", "Drive", "Crescent", "Grove", "Terrace", "Way",
                    "Gardens", "Court", "Mews", "Place", "Walk", "Row", "View", "Rise", "Fold", "Bank"]
    AREAS = ["LS", "BD", "HX", "HD", "WF", "OL", "BB", "PR", "LA", "CA", "DL", "TS", "YO", "HG", "SK", "WA", "CW",
             "ST", "DE", "NG", "S", "M", "B", "EH", "KY", "PH", "SA", "LL", "CF", "NP", "SY", "TA", "NR"]
    HOSP_PATTERNS = ["{t} General Hospital", "{t} Royal Infirmary", "St {s}'s Hospital", "{t} Community Hospital",
                     "{t} District General Hospital", "{t} Victoria Hospital", "St {s}'s Hospital, {t}",
                     "{t} Memorial Hospital", "{t} University Hospital"]
    TRUST_PATTERNS = ["{t} Teaching Hospitals NHS Foundation Trust", "{t} and {t2} NHS Trust",
                      "{t} Community Health NHS Trust", "{w} Partnership NHS Foundation Trust",
                      "{t} University Health Board", "NHS {t}", "{t} Hospitals NHS Trust"]
    PRACTICE_PATTERNS = ["{w} Road Surgery", "{w} Medical Practice", "{t} Health Centre", "The {w} Practice",
                         "{w} Lane Surgery", "{t} Group Practice", "{w} House Surgery", "{t} Medical Centre"]
    PHARMACY_PATTERNS = ["{w} Pharmacy", "{s}'s Chemist", "{t} Pharmacy", "{w} Street Pharmacy",
                         "{t} Late Night Pharmacy", "{s} & Daughters Chemists"]
    CAREHOME_PATTERNS = ["{w} House Care Home", "{w} Lodge Nursing Home", "{w} Court", "{t} Manor Care Home",
                         "{w} View Residential Home"]
    AMB_PATTERNS = ["{t} Ambulance Service NHS Trust", "{t} and District Ambulance Service"]
    LANDLINES = [("020", "7946 0"), ("0161", "496 0"), ("0113", "496 0")]

    def region(self):
        return self.ch(self.COUNTIES) if self.r.random() < 0.35 else None

    def postcode(self, region=None):
        r = self.r
        a = r.choice(self.AREAS)
        d = str(r.randint(1, 29 if len(a) == 2 else 40))
        inward = str(r.randint(0, 9)) + letters(r, 2, "ABDEFGHJLNPQRSTUWXYZ")
        return f"{a}{d} {inward}"

    def landline(self):
        r = self.r
        a, b = r.choice(self.LANDLINES)
        x = digits(r, 3)
        f = r.random()
        if f < 0.55:
            return f"{a} {b}{x}"
        if f < 0.7:
            return f"({a}) {b}{x}"
        if f < 0.85:
            return f"+44 {a[1:]} {b}{x}"
        if f < 0.93:
            return f"+44 (0){a[1:]} {b}{x}"
        return f"{a}{b.replace(' ', '')}{x}"

    def mobile(self):
        r = self.r
        x = digits(r, 3)
        return r.choice([f"07700 900{x}", f"07700 900{x}", f"+44 7700 900{x}", f"07700900{x}", f"07700 900 {x}"])

    def health_no(self):
        r = self.r
        d = "999" + digits(r, 7)
        v = r.choice([f"{d[:3]} {d[3:6]} {d[6:]}", d, f"{d[:3]}-{d[3:6]}-{d[6:]}"])
        return (r.choice(["NHS No", "NHS No.", "NHS number", "NHS Number"]), v, "MRN")

    def hosp_no(self):
        r = self.r
        v = r.choice([f"RX{digits(r, 6)}", f"K{digits(r, 7)}", f"H{digits(r, 6)}", f"{letters(r, 1)}{digits(r, 6)}",
                      f"M{digits(r, 2)}-{digits(r, 5)}", f"{digits(r, 8)}"])
        return (r.choice(["Hospital No", "Hosp No", "Unit No", "MRN", "Hospital number", "RXN"]), v)

    def insurance_no(self):
        r = self.r
        return (r.choice(["Policy no.", "Membership no.", "Scheme no.", "Policy number"]), self.policy())

    def reg(self, role):
        r = self.r
        if role == "doctor":
            return ("GMC", digits(r, 7, True))
        if role == "nurse":
            return ("NMC PIN", f"{digits(r, 2)}{letters(r, 1)}{digits(r, 4)}{letters(r, 1)}")
        if role == "pharmacist":
            return ("GPhC", "20" + digits(r, 5))
        if role == "paramedic":
            return ("HCPC", "PA" + digits(r, 5))
        if role == "social":
            return ("SWE", "SW" + digits(r, 6))
        return ("Reg", digits(r, 7))

    def plate(self):
        r = self.r
        return f"{letters(r, 2, 'ABCDEFGHKLMNOPRSVWY')}{r.randint(10, 74):02d} {letters(r, 3, 'ABCDEFGHJKLMNOPRSTUVWXYZ')}"

    def lic_driver(self):
        r = self.r
        return f"{letters(r, 5)}{digits(r, 6)}{letters(r, 2)}9{letters(r, 2)}"


# ================================================================== IE
class IE(Locale):
    code = "en-IE"
    country = "Ireland"
    country_alt = ["Republic of Ireland", "Ireland"]
    TOWNS = ["Ballinacree", "Kilcarra", "Dromkeeragh", "Carrigmore", "Lisnagorm", "Rathbeg", "Knockaveen",
             "Clonbrack", "Inchicarra", "Tullyvarra", "Castlegorm", "Ballyvourneen", "Drumcashel", "Kilmacrenan Bridge",
             "Athnagarry", "Moyvalley Cross", "Ennisglass", "Portnacloy Strand", "Shanagolden East", "Gortnaskeha"]
    COUNTIES = ["Kerry", "Cork", "Mayo", "Galway", "Clare", "Donegal", "Wexford", "Westmeath", "Offaly", "Laois",
                "Kilkenny", "Tipperary", "Roscommon", "Sligo", "Leitrim", "Monaghan", "Longford"]
    STREET_WORDS = ["Main", "Church", "Ashgrove", "Bohermore", "Fair Green", "Friary", "Mill", "Chapel", "Abbey",
                    "Bridge", "Castle", "Cluain Ard", "Ard na Greine", "Sli na Mara", "Oldcourt", "Rockfield",
                    "Woodlawn", "Greenpark", "Newline", "Convent", "Barrack", "Gortbeg", "Hawthorn", "Fr Murphy"]
    STREET_TYPES = ["Street", "Road", "Terrace", "Avenue", "Park", "Lawn", "Drive", "Close", "Court", "Heights",
                    "Grove", "View", "Lane", "Crescent"]
    HOSP_PATTERNS = ["St {s}'s University Hospital", "{t} Regional Hospital", "{t} General Hospital",
                     "St {s}'s Hospital", "{t} University Hospital", "{t} Community Nursing Unit",
                     "St {s}'s Community Hospital, {t}"]
    TRUST_PATTERNS = ["{t} Hospital Group", "{t} Community Healthcare Organisation", "{t} and {t2} Hospitals Group",
                      "{t} Mental Health Services"]
    PRACTICE_PATTERNS = ["{t} Family Practice", "{w} Medical Centre", "{t} Health Centre", "The {w} Surgery",
                         "{t} Primary Care Centre", "{w} Street Medical Practice"]
    PHARMACY_PATTERNS = ["{s}'s Pharmacy", "{t} Pharmacy", "{w} Pharmacy", "{s}'s Chemist, {t}", "{t} Late Night Pharmacy"]
    CAREHOME_PATTERNS = ["{w} House Nursing Home", "{t} Community Nursing Unit", "{w} Lodge Nursing Home",
                         "St {w} Residential Care Centre"]
    AMB_PATTERNS = ["{t} Ambulance Base", "{t} Community Ambulance"]
    AREAS = ["01", "021", "091", "061", "051", "066", "071", "074", "090", "098", "064", "056", "059", "094"]

    def region(self):
        return "Co. " + self.ch(self.COUNTIES) if self.r.random() < 0.6 else "County " + self.ch(self.COUNTIES)

    def postcode(self, region=None):
        r = self.r
        pool = "ACDEFHKNPRTVWXY0123456789"
        key = r.choice("ACDEFHKNPRTVWXY") + digits(r, 2)
        return f"{key} {''.join(r.choice(pool) for _ in range(4))}"

    def landline(self):
        r = self.r
        a = r.choice(self.AREAS)
        x = digits(r, 3)
        return r.choice([f"{a} 555 0{x}", f"({a}) 555 0{x}", f"+353 {a[1:]} 555 0{x}", f"{a}-5550{x}"])

    def mobile(self):
        r = self.r
        a = r.choice(["083", "085", "086", "087", "089"])
        x = digits(r, 3)
        return r.choice([f"{a} 555 0{x}", f"+353 {a[1:]} 555 0{x}", f"{a}5550{x}"])

    def health_no(self):
        r = self.r
        if r.random() < 0.5:
            return (r.choice(["Medical Card No.", "GMS No.", "Medical card number"]),
                    f"{digits(r, 7)}{letters(r, 1)}", "HEALTHPLAN")
        return ("IHI", f"{digits(r, 4)} {digits(r, 4)} {digits(r, 4)} {digits(r, 6)}", "MRN")

    def hosp_no(self):
        r = self.r
        return (r.choice(["MRN", "Hospital No.", "Chart No.", "Patient ID"]),
                r.choice([f"{digits(r, 7)}", f"H{digits(r, 6)}", f"{letters(r, 2)}{digits(r, 6)}", f"0{digits(r, 6)}"]))

    def insurance_no(self):
        r = self.r
        return (r.choice([raw_tag("ORGANIZATION", "Cairnmor Health") + " membership no.", "Policy no.", "Member no.", "Plan no."]), self.policy())

    def reg(self, role):
        r = self.r
        if role == "doctor":
            return ("MCRN", digits(r, 6, True))
        if role == "nurse":
            return ("NMBI PIN", digits(r, 6, True))
        if role == "pharmacist":
            return ("PSI Reg.", digits(r, 5, True))
        if role == "paramedic":
            return ("PHECC PIN", f"{digits(r, 4)}-{digits(r, 1)}")
        return ("Reg.", digits(r, 6))

    def plate(self):
        r = self.r
        return f"{r.randint(131, 242)}-{r.choice(['KY', 'C', 'D', 'G', 'MO', 'CE', 'DL', 'WX', 'WH', 'OY', 'LS', 'KK', 'T', 'RN', 'SO'])}-{r.randint(1, 29999)}"

    def lic_driver(self):
        return digits(self.r, 9, True)


# ================================================================== AU
class AU(Locale):
    code = "en-AU"
    country = "Australia"
    country_alt = ["Australia"]
    region_type = "STATE"
    TOWNS = ["Warrigal Downs", "Coolabah Springs", "Wattle Creek", "Brolga Point", "Yarrawin", "Bilyara Heights",
             "Kurrawong", "Banksia Ridge", "Mallee Flat", "Currawong Bay", "Galah Creek", "Ironbark Hill",
             "Tilba Waters", "Mungalla Crossing", "Jindivik North", "Barramundi Bay", "Quandong Well", "Emu Plains West",
             "Wombat Gully", "Tarrangower Heights"]
    STATES = [("NSW", "2"), ("Vic", "3"), ("Qld", "4"), ("SA", "5"), ("WA", "6"), ("Tas", "7"), ("NT", "08"),
              ("ACT", "26"), ("New South Wales", "2"), ("Victoria", "3"), ("Queensland", "4"),
              ("Western Australia", "6"), ("Tasmania", "7"), ("Northern Territory", "08")]
    STREET_WORDS = ["Banksia", "Wattle", "Jacaranda", "Grevillea", "Coolibah", "Kookaburra", "Bottlebrush",
                    "Melaleuca", "Spinifex", "Boronia", "Waratah", "Ironbark", "Blackbutt", "Tallowwood", "Bunya",
                    "Lilly Pilly", "Mulga", "Saltbush", "Currajong", "Paperbark", "Lorikeet", "Rosella"]
    STREET_TYPES = ["St", "Street", "Rd", "Road", "Ave", "Avenue", "Cres", "Crescent", "Dr", "Drive", "Ct", "Court",
                    "Pde", "Parade", "Cl", "Close", "Way", "Tce", "Hwy"]
    HOSP_PATTERNS = ["{t} Base Hospital", "{t} District Hospital", "{t} Private Hospital", "{t} Health Service",
                     "St {s}'s Private Hospital", "{t} Hospital", "{t} Multipurpose Service"]
    TRUST_PATTERNS = ["{t} Local Health District", "{t} and {t2} Hospital and Health Service",
                      "{t} Health Network", "{w} Coast Local Health District"]
    PRACTICE_PATTERNS = ["{t} Medical Centre", "{w} Family Practice", "{t} Aboriginal Medical Service",
                         "{w} Street Surgery", "{t} GP Super Clinic", "{t} Aboriginal Health Service"]
    PHARMACY_PATTERNS = ["{t} Pharmacy", "{w} Chemist", "{s}'s Pharmacy", "{t} Discount Chemist", "{w} Street Pharmacy"]
    CAREHOME_PATTERNS = ["{w} Aged Care", "{t} Residential Aged Care Facility", "{w} Gardens Aged Care",
                         "{t} Hostel", "{w} Lodge"]
    AMB_PATTERNS = ["{t} Ambulance Station", "{t} District Ambulance"]

    def region(self):
        return self.r.choice(self.STATES)

    def address(self):
        st = self.region()
        return {"street": self.street(), "town": self.town(), "region": st[0], "region_type": "STATE",
                "postcode": self.postcode(st)}

    def street(self):
        r = self.r
        num = str(r.randint(1, 250))
        s = f"{num} {self.ch(self.STREET_WORDS)} {self.ch(self.STREET_TYPES)}"
        if r.random() < 0.2:
            s = f"{r.choice(['Unit ', 'U', ''])}{r.randint(1, 20)}/{s}"
        return s

    def postcode(self, st=None):
        r = self.r
        p = st[1] if st else "2"
        return p + digits(r, 4 - len(p))

    def landline(self):
        r = self.r
        x = digits(r, 3)
        return r.choice([f"0491 570 {x}", f"+61 491 570 {x}", f"0491570{x}", f"(0491) 570 {x}"])

    mobile = landline

    def health_no(self):
        r = self.r
        if r.random() < 0.6:
            v = f"{r.randint(2, 6)}{digits(r, 3)} {digits(r, 5)} {r.randint(1, 9)}"
            if r.random() < 0.4:
                v += f"-{r.randint(1, 5)}"
            return (r.choice(["Medicare No.", "Medicare", "Medicare number"]), v, "HEALTHPLAN")
        return ("DVA No.", f"{r.choice(['N', 'V', 'Q', 'W', 'S', 'T'])}{letters(r, 1)}{digits(r, 6)}", "HEALTHPLAN")

    def hosp_no(self):
        r = self.r
        return (r.choice(["URN", "UR No.", "MRN", "UR"]), r.choice([digits(r, 7), f"0{digits(r, 6)}", f"{digits(r, 3)}-{digits(r, 3)}"]))

    def insurance_no(self):
        r = self.r
        return (r.choice([raw_tag("ORGANIZATION", "Bluegum Health") + " member no.", "Private health fund no.", "Fund member no.", "Policy no."]), self.policy())

    def reg(self, role):
        r = self.r
        pre = {"doctor": "MED", "nurse": "NMW", "pharmacist": "PHA", "paramedic": "PAR", "social": "PSY"}.get(role, "MED")
        return ("AHPRA", f"{pre}000{digits(r, 7)}")

    def plate(self):
        r = self.r
        return r.choice([f"{letters(r, 3)}-{digits(r, 3)}", f"{r.randint(1, 9)}{letters(r, 2)}{r.randint(1, 9)}{letters(r, 2)}",
                         f"{letters(r, 3)} {digits(r, 2)}{letters(r, 1)}", f"{letters(r, 2)}-{digits(r, 2)}-{letters(r, 2)}"])

    def lic_driver(self):
        return digits(self.r, 8, True)


# ================================================================== NZ
class NZ(Locale):
    code = "en-NZ"
    country = "New Zealand"
    country_alt = ["Aotearoa", "New Zealand"]
    region_type = "STATE"
    TOWNS = ["Kahikatea Bay", "Te Awanui", "Pukekohu", "Waitoro", "Matairangi", "Oruawhenua", "Kowhai Springs",
             "Ruapapa", "Manukora", "Harakeke Flat", "Tuiheke", "Karamu Junction", "Port Whakaroa", "Ohinepuhi",
             "Totaranui West", "Rangiwhetu", "Kereru Valley", "Mangatoetoe"]
    REGIONS = ["Northland", "Waikato", "Bay of Plenty", "Taranaki", "Hawke's Bay", "Manawatu-Whanganui",
               "Canterbury", "Otago", "Southland", "West Coast", "Gisborne", "Marlborough", "Tasman"]
    STREET_WORDS = ["Rimu", "Kauri", "Pohutukawa", "Totara", "Miro", "Matai", "Harakeke", "Tui", "Kereru", "Ngaio",
                    "Kowhai", "Puriri", "Karaka", "Manuka", "Titoki", "Nikau", "Raupo", "Taraire", "Kahikatea", "Koromiko"]
    STREET_TYPES = ["Road", "Street", "Drive", "Avenue", "Place", "Crescent", "Grove", "Terrace", "Lane", "Way", "Rise"]
    HOSP_PATTERNS = ["{t} Hospital", "{t} Base Hospital", "{t} Community Health Centre", "{t} Regional Hospital",
                     "St {s}'s Hospital", "{t} Surgical Centre"]
    TRUST_PATTERNS = ["{t} District Health Board", "{t} Health", "{t} and {t2} Health District"]
    PRACTICE_PATTERNS = ["{w} Medical Centre", "{t} Health", "{w} Hauora", "{t} Family Doctors", "{w} Street Surgery",
                         "Te Puawai {t} Health Centre"]
    PHARMACY_PATTERNS = ["{t} Pharmacy", "{w} Pharmacy", "{s}'s Pharmacy", "{t} Community Pharmacy", "{w} Road Chemist"]
    CAREHOME_PATTERNS = ["{w} Rest Home", "{t} Lifecare", "{w} Court Rest Home", "{w} Lodge Hospital Level Care"]
    AMB_PATTERNS = ["{t} Ambulance Station", "{t} Rural Ambulance"]
    AREAS = ["09", "04", "03", "07", "06"]

    def region(self):
        return self.ch(self.REGIONS) if self.r.random() < 0.5 else None

    def postcode(self, region=None):
        return digits(self.r, 4, True)

    def landline(self):
        r = self.r
        a = r.choice(self.AREAS)
        x = digits(r, 3)
        return r.choice([f"{a} 555 0{x}", f"({a}) 555 0{x}", f"+64 {a[1:]} 555 0{x}", f"{a}-555-0{x}"])

    def mobile(self):
        r = self.r
        a = r.choice(["021", "022", "027", "029"])
        x = digits(r, 3)
        return r.choice([f"{a} 555 0{x}", f"+64 {a[1:]} 555 0{x}", f"{a}5550{x}"])

    def health_no(self):
        r = self.r
        return ("NHI", f"Z{letters(r, 2, 'ABCDEFGHJKLMNPQRSTUVWXYZ')}{digits(r, 4)}", "MRN")

    def hosp_no(self):
        r = self.r
        return (r.choice(["Hospital No.", "Patient No.", "Encounter No.", "MRN"]), r.choice([digits(r, 8), f"H{digits(r, 7)}"]))

    def insurance_no(self):
        r = self.r
        return (r.choice(["Health insurance no.", "Policy no.", "Member no."]), self.policy())

    def reg(self, role):
        r = self.r
        if role == "doctor":
            return ("MCNZ", digits(r, 5, True))
        if role == "nurse":
            return ("NCNZ", digits(r, 6, True))
        if role == "pharmacist":
            return ("PCNZ", digits(r, 5, True))
        if role == "paramedic":
            return ("Paramedic Council reg.", f"PC{digits(r, 5)}")
        return ("Reg.", digits(r, 5))

    def plate(self):
        r = self.r
        return r.choice([f"{letters(r, 3)}{digits(r, 3)}", f"{letters(r, 2)}{digits(r, 4)}", f"{letters(r, 3)} {digits(r, 3)}"])

    def lic_driver(self):
        r = self.r
        return f"{letters(r, 2)}{digits(r, 6)}"


# ================================================================== CA
class CA(Locale):
    code = "en-CA"
    country = "Canada"
    country_alt = ["Canada"]
    region_type = "STATE"
    TOWNS = ["Pinecrest Falls", "Tamarack Bay", "Cedarbrook", "Loon Lake Crossing", "Port Alder", "Kettle Rapids",
             "Birchmount Landing", "Maple Hollow", "Spruce Narrows", "Whitecap Ridge", "Fort Sable", "Lac-Bouleau",
             "Saint-Aubin-du-Lac", "Caribou Forks", "Granite Harbour", "Beaverdam Mills", "New Ardmore", "Muskrat Point"]
    PROVINCES = [("ON", ["K", "L", "M", "N", "P"], ["416", "613", "705", "519", "807"]),
                 ("BC", ["V"], ["604", "250", "778"]), ("AB", ["T"], ["403", "780"]), ("MB", ["R"], ["204"]),
                 ("SK", ["S"], ["306"]), ("NS", ["B"], ["902"]), ("NB", ["E"], ["506"]), ("NL", ["A"], ["709"]),
                 ("Ontario", ["K", "L", "M", "N", "P"], ["416", "613", "705"]), ("British Columbia", ["V"], ["604", "250"]),
                 ("Alberta", ["T"], ["403", "780"]), ("Nova Scotia", ["B"], ["902"]), ("Manitoba", ["R"], ["204"]),
                 ("Saskatchewan", ["S"], ["306"]), ("Quebec", ["G", "H", "J"], ["514", "418"])]
    STREET_WORDS = ["Tamarack", "Maple Hollow", "King", "Queen", "Spruce", "Birch", "Hemlock", "Cedar", "Lakeshore",
                    "Concession", "Sideroad", "Trillium", "Bayview", "Pinegrove", "Riverside", "Fairview", "Huron",
                    "Algonquin", "Sumac", "Chickadee", "Caribou", "Loon"]
    STREET_TYPES = ["Drive", "Road", "Street", "Avenue", "Crescent", "Court", "Boulevard", "Lane", "Way", "Trail",
                    "St W", "St E", "Rd N"]
    HOSP_PATTERNS = ["{t} General Hospital", "{t} District Health Centre", "{w} Memorial Hospital",
                     "St {s}'s Health Centre", "{t} Regional Health Centre", "{t} Community Hospital"]
    TRUST_PATTERNS = ["{t} Health Authority", "{t} Regional Health", "{t} and Area Health Services",
                      "{w} Lakes Health"]
    PRACTICE_PATTERNS = ["{t} Family Health Team", "{w} Medical Clinic", "{t} Community Health Centre",
                         "{w} Family Practice", "{t} Walk-In Clinic"]
    PHARMACY_PATTERNS = ["{t} Pharmacy", "{w} Drug Mart", "{s} Pharmacy", "{t} Apothecary", "{w} Street Pharmacy"]
    CAREHOME_PATTERNS = ["{w} Manor", "{t} Long-Term Care Home", "{w} Lodge Retirement Residence", "{t} Villa"]
    AMB_PATTERNS = ["{t} EMS", "{t} Paramedic Services", "{t} County Paramedic Service"]

    def region(self):
        return self.r.choice(self.PROVINCES)

    def address(self):
        p = self.region()
        return {"street": self.street(), "town": self.town(), "region": p[0], "region_type": "STATE",
                "postcode": self.postcode(p), "_prov": p}

    def street(self):
        r = self.r
        num = str(r.choice([r.randint(1, 99), r.randint(100, 2999), r.randint(10, 9999)]))
        s = f"{num} {self.ch(self.STREET_WORDS)} {self.ch(self.STREET_TYPES)}"
        if r.random() < 0.15:
            s = f"Unit {r.randint(1, 30)}, " + s
        elif r.random() < 0.1:
            s = f"{r.randint(101, 1204)}-" + s
        return s

    def postcode(self, p=None):
        r = self.r
        first = r.choice(p[1]) if p else "K"
        L = "ABCEGHJKLMNPRSTVWXYZ"
        return f"{first}{r.randint(0, 9)}{r.choice(L)} {r.randint(0, 9)}{r.choice(L)}{r.randint(0, 9)}"

    def landline(self, area=None):
        r = self.r
        a = area or r.choice(["416", "613", "705", "604", "403", "902", "506", "204", "306", "519"])
        x = "01" + digits(r, 2)
        return r.choice([f"({a}) 555-{x}", f"{a}-555-{x}", f"{a}.555.{x}", f"+1 {a} 555 {x}", f"1-{a}-555-{x}"])

    def mobile(self):
        return self.landline()

    def health_no(self):
        r = self.r
        if r.random() < 0.6:
            return (r.choice(["OHIP No.", "Health Card No.", "HCN"]), f"{digits(r, 4)}-{digits(r, 3)}-{digits(r, 3)}-{letters(r, 2)}", "HEALTHPLAN")
        return (r.choice(["PHN", "Personal Health Number"]), f"9{digits(r, 3)} {digits(r, 3)} {digits(r, 3)}", "HEALTHPLAN")

    def hosp_no(self):
        r = self.r
        return (r.choice(["MRN", "Chart #", "Hospital ID", "MRN#"]), r.choice([digits(r, 7), f"{letters(r, 1)}{digits(r, 7)}", f"{digits(r, 3)}-{digits(r, 4)}"]))

    def insurance_no(self):
        r = self.r
        return (r.choice(["Extended health plan ID", "Group benefits certificate no.", "Policy no.", "Member ID"]), self.policy())

    def reg(self, role):
        r = self.r
        if role == "doctor":
            return (r.choice(["CPSO #", "CPSO No.", "CPSBC #"]), digits(r, 5, True))
        if role == "nurse":
            return ("CNO Reg. #", digits(r, 8, True))
        if role == "pharmacist":
            return ("OCP #", digits(r, 6, True))
        if role == "paramedic":
            return ("AEMCA #", digits(r, 6, True))
        return ("Reg. #", digits(r, 6))

    def plate(self):
        r = self.r
        return r.choice([f"{letters(r, 4)} {digits(r, 3)}", f"{letters(r, 3)} {digits(r, 3)}", f"{digits(r, 3)} {letters(r, 3)}"])

    def lic_driver(self):
        r = self.r
        return f"{letters(r, 1)}{digits(r, 4)}-{digits(r, 5)}-{digits(r, 5)}"


# ================================================================== ZA
class ZA(Locale):
    code = "en-ZA"
    country = "South Africa"
    country_alt = ["South Africa", "RSA"]
    region_type = "STATE"
    TOWNS = ["KwaMthombo", "Protea Vale", "Rooiberg-Oos", "Sandspruit", "Nqabeni", "Doringrivier", "Mooiplaas-Wes",
             "Ezinyoni", "Bloukrans Heights", "Umthombo Park", "Kranskop Vlakte", "eSinqolamthi", "Witbergsdal",
             "Lekkerwater", "Mzimvubu Drift", "Ilitha Heights", "Amanzimhlophe", "Soetdoring"]
    PROVINCES = ["Gauteng", "Western Cape", "KwaZulu-Natal", "Eastern Cape", "Free State", "Limpopo", "Mpumalanga",
                 "North West", "Northern Cape", "KZN"]
    STREET_WORDS = ["Protea", "Jacaranda", "Kerk", "Umdoni", "Mimosa", "Bougainvillea", "Aloe", "Impala", "Kudu",
                    "Marula", "Acacia", "Disa", "Erica", "Fynbos", "Thorn", "Msinsi", "Indaba", "Gemsbok", "Blou",
                    "Sonneblom"]
    STREET_TYPES = ["Street", "Road", "Avenue", "Crescent", "Close", "Drive", "Lane", "Way", "Straat", "Weg"]
    HOSP_PATTERNS = ["{t} Regional Hospital", "{t} District Hospital", "{t} Provincial Hospital", "{w} Private Hospital",
                     "{t} Community Health Centre", "{t} Clinic", "{t} Tertiary Hospital"]
    TRUST_PATTERNS = ["{t} Health District", "{t} Sub-district Health Services", "{w} Hospital Group"]
    PRACTICE_PATTERNS = ["{t} Family Practice", "{w} Medical Centre", "{t} Day Clinic", "{w} Road Surgery",
                         "{t} Family Health Centre"]
    PHARMACY_PATTERNS = ["{t} Pharmacy", "{w} Apteek", "{s}'s Pharmacy", "{t} Community Pharmacy", "{w} Dispensary"]
    CAREHOME_PATTERNS = ["{w} Frail Care Centre", "{t} Old Age Home", "{w} Tehuis", "{t} Retirement Village"]
    AMB_PATTERNS = ["{t} EMS", "{t} Emergency Medical Services", "{t} Private Ambulance"]
    AREAS = ["011", "021", "031", "041", "051", "012", "013", "015", "018", "043", "047"]

    def region(self):
        return self.ch(self.PROVINCES)

    def postcode(self, region=None):
        return digits(self.r, 4, True)

    def landline(self):
        r = self.r
        a = r.choice(self.AREAS)
        x = digits(r, 3)
        return r.choice([f"{a} 555 0{x}", f"({a}) 555-0{x}", f"+27 {a[1:]} 555 0{x}", f"{a} 5550 {x}"])

    def mobile(self):
        r = self.r
        a = r.choice(["072", "073", "082", "083", "084", "076"])
        x = digits(r, 3)
        return r.choice([f"{a} 555 0{x}", f"+27 {a[1:]} 555 0{x}", f"{a}5550{x}"])

    def health_no(self):
        r = self.r
        scheme = r.choice(["Protea Health", "Ubuntu Care", "Karoo Med", "Umoya Medical Scheme"])
        return (raw_tag("ORGANIZATION", scheme) + " member no.", r.choice([digits(r, 8), f"{letters(r, 2)}{digits(r, 7)}", f"{digits(r, 9)}-0{r.randint(0, 4)}"]), "HEALTHPLAN")

    def hosp_no(self):
        r = self.r
        return (r.choice(["Folder No.", "Hospital No.", "HN", "Patient No."]), r.choice([digits(r, 8), f"{letters(r, 2)}{digits(r, 6)}", f"{digits(r, 3)}-{digits(r, 5)}"]))

    def insurance_no(self):
        return self.health_no()[:2]

    def reg(self, role):
        r = self.r
        if role == "doctor":
            return ("HPCSA", f"MP {digits(r, 7)}")
        if role == "nurse":
            return ("SANC", digits(r, 8, True))
        if role == "pharmacist":
            return ("SAPC", f"P{digits(r, 5)}")
        if role == "paramedic":
            return ("HPCSA", f"ANT {digits(r, 7)}")
        if role == "social":
            return ("SACSSP", f"10-{digits(r, 5)}")
        return ("HPCSA", f"PS {digits(r, 7)}")

    def plate(self):
        r = self.r
        return r.choice([f"C{letters(r, 1)} {digits(r, 3)}-{digits(r, 3)}", f"N{letters(r, 1)} {digits(r, 5)}",
                         f"{letters(r, 2)} {digits(r, 2)} {letters(r, 2)} GP", f"{letters(r, 3)} {digits(r, 3)} EC",
                         f"{letters(r, 2)} {digits(r, 2)} {letters(r, 2)} ZN"])

    def lic_driver(self):
        r = self.r
        return f"{digits(r, 4)}0000{letters(r, 2)}{digits(r, 2)}"


LOCALES = {"en-GB": UK, "en-IE": IE, "en-AU": AU, "en-NZ": NZ, "en-CA": CA, "en-ZA": ZA}

# US pieces (cross-border patients, relatives, insurers).
US_STATES = ["Michigan", "MI", "NY", "New York", "Ohio", "Vermont", "VT", "Maine", "Washington", "WA", "Minnesota",
             "MN", "Texas", "TX", "Florida", "FL", "Massachusetts", "MA"]


def us_phone(r):
    a = r.choice(["212", "617", "313", "802", "207", "206", "612", "713", "305", "716"])
    x = "01" + digits(r, 2)
    return r.choice([f"({a}) 555-{x}", f"{a}-555-{x}", f"+1 {a} 555 {x}"])


def us_ssn(r):
    a = "9" + digits(r, 2)
    return r.choice([f"{a}-{r.randint(10, 99)}-{r.randint(1000, 9999)}", f"{a}-{r.randint(10, 99)}-{r.randint(1000, 9999)}"])
