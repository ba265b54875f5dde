"""Invented pools and a note builder for dev256_en (author 256). Stdlib only."""
import re

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT", "PROFESSION": "PROFESSION",
}

_TOK = re.compile(r"\{([a-zA-Z0-9_]+)\}")


class Builder:
    """Assemble a note piece by piece, recording span offsets as pieces are appended."""

    def __init__(self, lower=False):
        self.parts, self.spans, self.pos, self.lower = [], [], 0, lower

    def t(self, s):
        if self.lower:
            s2 = s.lower()
            assert len(s2) == len(s)
            s = s2
        self.parts.append(s)
        self.pos += len(s)

    def p(self, s, typ):
        if not typ:
            return self.t(s)
        start = self.pos
        self.t(s)
        self.spans.append({"start": start, "end": self.pos, "label": LABEL[typ], "type": typ,
                           "text": self.parts[-1]})

    def f(self, tpl, ctx):
        """Render a template; {key} looks up ctx[key] = (text, type or None)."""
        i = 0
        for m in _TOK.finditer(tpl):
            if m.start() > i:
                self.t(tpl[i:m.start()])
            val = ctx[m.group(1)]
            if isinstance(val, list):  # list of (text, type) pieces
                for s, ty in val:
                    self.p(s, ty)
            else:
                self.p(val[0], val[1])
            i = m.end()
        if i < len(tpl):
            self.t(tpl[i:])

    def text(self):
        return "".join(self.parts)


GIVEN_M = """Aarav Abdi Adebayo Ahmad Alistair Amir Anand Andrei Angus Anh Arjun Baptiste Barnaby Bartosz
Bilal Brendan Bronislaw Caleb Callum Casimir Cedric Chidi Cian Conall Dai Darnell Declan Desmond Dmitri
Eamon Efe Elias Emeka Ewan Fergus Finlay Florin Gareth Grigor Hamish Hemi Henare Hiroshi Hohepa Ibrahim
Idris Ilario Ioane Ivor Jabari Jaroslav Jiho Joaquim Kahu Kamal Kaveh Keanu Kenji Kwabena Lachlan Laszlo
Leif Lorcan Luka Malakai Manaia Marek Matiu Mehmet Mikaere Mosese Naveen Nikolai Nnamdi Obinna Olamide
Orrin Osric Pania Pawel Piripi Quentin Radu Rafferty Rangi Reuben Rhodri Rory Rustam Sanjay Seamus Semisi
Siddharth Sione Stellan Tadhg Taini Tamati Teodor Thabo Tevita Tobias Tomasz Uriah Vikram Wiremu Xavier
Yannick Yusuf Zoltan Zubair Ambrose Bertram Clement Dorian Everett Gideon Horace Lionel Mortimer Percival
Cornelius Thaddeus Walter Herbert Clifford Stanley Vernon Wilfred Leonard Raymond Harold Desmond Cyril""".split()
GIVEN_F = """Abena Adaeze Agnieszka Aigerim Ailsa Aisling Akosua Alinta Amara Anahera Annika Aroha Ayesha
Beatrix Bronwen Caoimhe Catalina Ceridwen Chiamaka Dagny Delphine Dervla Ebele Eilidh Elspeth Esi Farida
Fenella Folasade Freya Gwenllian Habiba Hana Harriet Hinemoa Ileana Imogen Ingrid Isolde Jadwiga Jolene
Kahurangi Kalinda Keziah Kiri Ksenia Lavinia Leilani Liesel Lowri Mahina Maile Malalai Marama Mereana
Miliani Mirela Moana Morwenna Nadia Ngaio Niamh Nkechi Noor Oksana Olwen Ottilie Parveen Petra Priya
Rahel Ranginui Roimata Rosalind Ruta Saoirse Seini Shirin Siobhan Solveig Sunniva Tahlia Tamsin Tania
Teuila Ulla Una Vaiolet Wairimu Winifred Xiomara Yael Yetunde Zainab Zofia Agatha Beryl Constance Dulcie
Edna Florence Gladys Hermione Ida Josephine Lorna Mabel Muriel Nora Pearl Rosamund Sybil Thelma Vera
Wilhelmina Elowen Maeve Orla Ottoline Philippa Marjorie Doreen Evelyn Irene Hazel Joan Sheila""".split()
SURNAMES = """Abernethy Achterberg Adeyemi Agbaje Ahuriri Akinola Aldous Amankwah Anstruther Arapeta Ashdown
Babbington Balogun Barraclough Batesworth Beaumaris Bellingham Bhattacharya Blackwood Bogdanovic Bramhall
Brightwater Brockley Calloway Carrickfergus Castellanos Chaudhry Chirwa Cholmondeley Chukwuma Ciobanu
Clutterbuck Coldwell Constantinou Cruickshank Dalrymple Danquah Darrowby Delacroix Dewhurst Dimitriou
Dunsford Ebbsworth Egwu Ellesmere Eruera Fairbrother Falaniko Featherstone Fitzwarren Fonoti Gallacher
Gathercole Ghosh Glendinning Gorecki Grimshaw Gunasekara Haddow Hakopa Halvorsen Hargreaves Hatherleigh
Hemara Henwood Horsfall Huxtable Ihaka Iqbal Isherwood Jablonski Jagger Jovanovic Kaahu Kapoor Karaka
Kettleborough Kilbride Kowalczyk Kuruvilla Lachance Latu Lindqvist Llewellyn Loughran Lutui Macfarlane
Mahuika Makoni Malhotra Manihera Marsden Mbeki Merriweather Moorcroft Mulholland Nakamura Ngata Nightingale
Nwachukwu Oduya Ogunleye Okonkwo Olabode Ormerod Otieno Ouellette Pacheco Paewai Penhaligon Petrescu
Pokorny Prendergast Quarshie Radcliffe Rahimi Rangihuna Ravensworth Rewiti Rosenthal Rutherfurd Sadowski
Sanghera Satterthwaite Schreiber Sefo Shackleton Sigurdsson Skelton Sorensen Strathdee Szabo Tahiwi
Takerei Tamihana Tennant Thistlewood Tipene Tomlinson Toleafoa Trevelyan Tuhiwai Umeh Urquhart Valdivia
Vaughan Vukovic Waaka Wainwright Walcott Whitlock Wikitoria Winterbottom Wojcik Wolstenholme Yardley
Yeboah Younghusband Zamora Zielinski Ashworth Blenkinsop Carstairs Dunleavy Eggleston Fothergill
Gorringe Hebblethwaite Ingleby Jellicoe Kempthorne Lightfoot Mapplebeck Netherwood Oddie Pilkington
Quayle Rothwell Sowerby Tolhurst Upjohn Verity Wetherall Yelland Nguyen Tran Pham Okafor Mensah""".split()

CITIES = {
    "UK": ["Thornbury Vale", "Harrowgate Moor", "Kelmscott", "Ashby Parva", "Wrenfield", "Castleford Bridge",
           "Penhallow", "Market Dunsby", "Brackenholme", "Eastwick Cross", "Lowther Green", "Saltmarsh",
           "Kingsmere", "Redbarrow", "Oakhurst St Giles", "Faversley"],
    "US": ["Maple Falls", "Cedar Hollow", "Port Alder", "Granite Ridge", "Westbrook Junction", "Millbury",
           "Sparrow Creek", "Fort Calder", "Lake Orrin", "Haverton", "Pine Bluff Heights", "Riverside Knoll",
           "Easton Mills", "Shelby Crossing", "Northvale", "Quarry Point"],
    "NZ": ["Te Kauwhata Heights", "Rangiora East", "Waipapa Bay", "Kaimanawa", "Port Tarawera", "Ohinetahi",
           "Maraeroa", "Whetukura", "Pukekaraka", "Tawhiti Flat", "Ruakiwi", "Kowhai Downs", "Matariki Bay",
           "Ngaroto", "Awatere Springs", "Hikurangi Falls"],
}
REGIONS = {
    "UK": ["Northshire", "West Fenland", "Lower Dales", "Cumbermoor", "South Wessex", "Glamorgan Vale"],
    "US": [("Ohio", "OH"), ("Oregon", "OR"), ("Vermont", "VT"), ("Kansas", "KS"), ("Maine", "ME"),
           ("Michigan", "MI"), ("Georgia", "GA"), ("Iowa", "IA"), ("New Mexico", "NM"), ("Wisconsin", "WI")],
    "NZ": ["Waikato", "Canterbury", "Manawatu-Whanganui", "Bay of Plenty", "Otago", "Hawke's Bay", "Northland"],
}
STREETS = ["Larkspur", "Quarry", "Tannery", "Weaver", "Kowhai", "Totara", "Rimu", "Magnolia", "Foxglove",
           "Ironbridge", "Chandler", "Hollybush", "Cooper", "Pohutukawa", "Alder", "Bramble", "Station",
           "Mill", "Orchard", "Heron", "Kingfisher", "Sycamore", "Wharf", "Chapel", "Bellbird", "Tui"]
ST_SUF = ["Street", "Road", "Lane", "Avenue", "Close", "Crescent", "Drive", "Terrace", "Way", "St", "Rd",
          "Ave", "Place", "Grove"]
HOSP = {
    "UK": ["Thornbury Vale General Hospital", "St Aldhelm's Hospital", "Kingsmere Royal Infirmary",
           "Redbarrow Community Hospital", "Penhallow District Hospital", "Brackenholme Hospice",
           "Lowther Green Medical Practice", "Saltmarsh Surgery", "Queen Adela Hospital"],
    "US": ["Maple Falls Memorial Hospital", "St. Brendan's Medical Center", "Granite Ridge Regional",
           "Haverton University Hospital", "Lake Orrin Hospice House", "Northvale Family Clinic",
           "Cedar Hollow Community Hospital", "Mercy Vale Medical Center"],
    "NZ": ["Waipapa Bay Hospital", "Kaimanawa Base Hospital", "Te Whare Oranga Hospice",
           "Rangiora East Medical Centre", "Port Tarawera Hospital", "Hikurangi Health Centre",
           "Matariki Bay Hospital"],
}
WARDS = ["Ward 7B", "Rowan Ward", "Kestrel Unit", "Ward 22", "Harbour Ward", "Kowhai Ward", "Larch Ward",
         "Willow Suite", "Ward 4 North", "Rata Ward", "Heron Unit", "Magnolia Ward", "Ward 11", "Puriri Ward"]
FUNERAL = ["Ashdown & Daughters Funeral Directors", "Hatherleigh Family Funerals", "Greenhaven Funeral Home",
           "Wrenfield Co-operative Funeralcare", "Kowhai Funeral Services", "Mulholland Bros Undertakers",
           "Quiet Harbour Funerals", "Tui Ridge Funeral Home", "Oakhurst Memorial Chapels",
           "Penrose & Vale Funeral Directors", "Sunset Pines Mortuary Services", "Te Aroha Tangihanga Services"]
CHURCH = ["St Barnabas Parish", "Holy Trinity Church", "Maple Falls First Baptist", "Masjid al-Noor Trust",
          "Beth Shalom Congregation", "Ratana Church Kaimanawa", "Gurdwara Sahib Wrenfield",
          "St Columba's Presbyterian", "Greek Orthodox Church of St Nektarios", "Kingsmere Quaker Meeting",
          "Our Lady Star of the Sea", "Tongan Methodist Church Ohinetahi", "Sri Ganesha Temple Society"]
EMPLOYER = ["Halvorsen Freight", "Brightwater Dairies", "Quarry Point Steelworks", "Kelmscott Borough Council",
            "Northvale School District", "Ashby Parva Primary School", "Tawhiti Forestry Ltd",
            "Castleford Mills", "Port Alder Shipyard", "Kowhai Downs Orchard Co.", "Redbarrow Bus Company",
            "Pinecrest Insurance", "Lake Orrin Lumber"]
MARAE = ["Te Rangimarie Marae", "Whakaaro Pai Marae", "Ngā Hau e Whā o Maraeroa Marae", "Tauranga Moana Marae",
         "Rongomaiwahine Marae", "Kōkiri Marae"]
CEMETERY = ["Hollybush Lane Cemetery", "Redbarrow Crematorium", "Pine Bluff Memorial Park",
            "Ohinetahi Urupā", "Kingsmere Garden of Rest", "Lakeview Cemetery", "Wrenfield Woodland Burial Ground"]
PROF_DEC = ["retired schoolteacher", "bus driver", "shepherd", "retired nurse", "electrician", "bricklayer",
            "accountant", "dairy farmer", "primary school teacher", "retired postman", "hairdresser",
            "long-distance lorry driver", "baker", "forestry worker", "software developer", "librarian",
            "fisherman", "retired police officer", "plasterer", "civil engineer", "carpenter", "chef",
            "church organist", "shop assistant", "retired miner", "welder", "cleaner", "solicitor",
            "kapa haka tutor", "taxi driver", "machinist", "pharmacist's assistant", "lab technician"]
PROF_SHORT = ["teacher", "farmer", "builder", "nurse", "mechanic", "plumber", "pastor", "lawyer", "lecturer",
              "carer", "barista", "truck driver", "firefighter", "soldier", "paramedic", "midwife",
              "roofer", "architect", "journalist", "fitter"]
RELIGION = ["Church of England", "Roman Catholic", "Muslim", "Jewish", "Sikh", "Hindu", "Methodist",
            "Ratana", "Baptist", "Greek Orthodox", "no faith stated", "Buddhist", "Presbyterian", "Quaker",
            "Latter-day Saints", "humanist"]
CAUSES = [("1a Bronchopneumonia", "1b Alzheimer's disease"), ("1a Acute myocardial infarction",
          "1b Coronary artery atherosclerosis"), ("1a Metastatic adenocarcinoma of pancreas", ""),
          ("1a Sepsis", "1b Community-acquired pneumonia"), ("1a Intracerebral haemorrhage", "1b Hypertension"),
          ("1a Congestive cardiac failure", "1b Ischaemic heart disease"), ("1a Frailty of old age", ""),
          ("1a Hepatorenal syndrome", "1b Alcoholic liver disease"), ("1a COPD exacerbation", "1b Type 2 respiratory failure"),
          ("1a Multi-organ failure", "1b Necrotising pancreatitis"), ("1a Motor neurone disease", ""),
          ("1a Aspiration pneumonia", "1b Parkinson's disease")]
MEDS = ["morphine 2.5 mg s/c PRN", "midazolam 2.5-5 mg s/c", "glycopyrronium 200 mcg s/c",
        "haloperidol 500 mcg", "levomepromazine 6.25 mg", "oxycodone 5 mg/5 ml", "hyoscine butylbromide 20 mg",
        "furosemide 40 mg IV", "fentanyl 25 mcg/h patch", "lorazepam 0.5 mg SL", "paracetamol 1 g IV"]
HOLIDAYS = {"UK": ["Christmas Day", "Boxing Day", "Easter Sunday", "Good Friday", "New Year's Day"],
            "US": ["Thanksgiving", "Christmas Eve", "Memorial Day", "Labor Day", "the Fourth of July"],
            "NZ": ["Anzac Day", "Waitangi Day", "Christmas", "Matariki", "Labour Weekend"]}
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
