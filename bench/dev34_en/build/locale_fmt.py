"""Locale conventions: places, addresses, phones, identifiers, dates, spelling."""
import datetime as dt
from phi import S
import pools

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

US_PLACES = [
    ("Columbus", "OH", "Ohio", "432"), ("Dayton", "OH", "Ohio", "454"), ("Toledo", "OH", "Ohio", "436"),
    ("Springfield", "IL", "Illinois", "627"), ("Peoria", "IL", "Illinois", "616"),
    ("Madison", "WI", "Wisconsin", "537"), ("Green Bay", "WI", "Wisconsin", "543"),
    ("Ann Arbor", "MI", "Michigan", "481"), ("Grand Rapids", "MI", "Michigan", "495"),
    ("Lansing", "MI", "Michigan", "489"), ("Worcester", "MA", "Massachusetts", "016"),
    ("Lowell", "MA", "Massachusetts", "018"), ("Providence", "RI", "Rhode Island", "029"),
    ("Hartford", "CT", "Connecticut", "061"), ("New Haven", "CT", "Connecticut", "065"),
    ("Albany", "NY", "New York", "122"), ("Rochester", "NY", "New York", "146"),
    ("Syracuse", "NY", "New York", "132"), ("Allentown", "PA", "Pennsylvania", "181"),
    ("Scranton", "PA", "Pennsylvania", "185"), ("Harrisburg", "PA", "Pennsylvania", "171"),
    ("Baltimore", "MD", "Maryland", "212"), ("Richmond", "VA", "Virginia", "232"),
    ("Roanoke", "VA", "Virginia", "240"), ("Raleigh", "NC", "North Carolina", "276"),
    ("Asheville", "NC", "North Carolina", "288"), ("Charleston", "SC", "South Carolina", "294"),
    ("Savannah", "GA", "Georgia", "314"), ("Macon", "GA", "Georgia", "312"),
    ("Tallahassee", "FL", "Florida", "323"), ("Gainesville", "FL", "Florida", "326"),
    ("Tampa", "FL", "Florida", "336"), ("Knoxville", "TN", "Tennessee", "379"),
    ("Chattanooga", "TN", "Tennessee", "374"), ("Louisville", "KY", "Kentucky", "402"),
    ("Lexington", "KY", "Kentucky", "405"), ("Birmingham", "AL", "Alabama", "352"),
    ("Little Rock", "AR", "Arkansas", "722"), ("Baton Rouge", "LA", "Louisiana", "708"),
    ("Tulsa", "OK", "Oklahoma", "741"), ("Wichita", "KS", "Kansas", "672"),
    ("Omaha", "NE", "Nebraska", "681"), ("Des Moines", "IA", "Iowa", "503"),
    ("Cedar Rapids", "IA", "Iowa", "524"), ("Duluth", "MN", "Minnesota", "558"),
    ("Fargo", "ND", "North Dakota", "581"), ("Sioux Falls", "SD", "South Dakota", "571"),
    ("Billings", "MT", "Montana", "591"), ("Boise", "ID", "Idaho", "837"),
    ("Spokane", "WA", "Washington", "992"), ("Tacoma", "WA", "Washington", "984"),
    ("Eugene", "OR", "Oregon", "974"), ("Salem", "OR", "Oregon", "973"),
    ("Sacramento", "CA", "California", "958"), ("Fresno", "CA", "California", "937"),
    ("Bakersfield", "CA", "California", "933"), ("Reno", "NV", "Nevada", "895"),
    ("Tucson", "AZ", "Arizona", "857"), ("Albuquerque", "NM", "New Mexico", "871"),
    ("El Paso", "TX", "Texas", "799"), ("Lubbock", "TX", "Texas", "794"),
    ("Corpus Christi", "TX", "Texas", "784"), ("Provo", "UT", "Utah", "846"),
    ("Boulder", "CO", "Colorado", "803"), ("Pueblo", "CO", "Colorado", "810"),
    ("Burlington", "VT", "Vermont", "054"), ("Portland", "ME", "Maine", "041"),
    ("Manchester", "NH", "New Hampshire", "031"), ("Wilmington", "DE", "Delaware", "198"),
    ("Morgantown", "WV", "West Virginia", "265"), ("Jackson", "MS", "Mississippi", "392"),
    ("Anchorage", "AK", "Alaska", "995"), ("Honolulu", "HI", "Hawaii", "968"),
    ("Cheyenne", "WY", "Wyoming", "820"),
]
UK_PLACES = [
    ("Leeds", "West Yorkshire", "LS"), ("Bradford", "West Yorkshire", "BD"),
    ("Halifax", "West Yorkshire", "HX"), ("Huddersfield", "West Yorkshire", "HD"),
    ("Wakefield", "West Yorkshire", "WF"), ("Sheffield", "South Yorkshire", "S"),
    ("Doncaster", "South Yorkshire", "DN"), ("York", "North Yorkshire", "YO"),
    ("Harrogate", "North Yorkshire", "HG"), ("Hull", "East Yorkshire", "HU"),
    ("Manchester", "Greater Manchester", "M"), ("Bolton", "Greater Manchester", "BL"),
    ("Oldham", "Greater Manchester", "OL"), ("Stockport", "Cheshire", "SK"),
    ("Chester", "Cheshire", "CH"), ("Preston", "Lancashire", "PR"),
    ("Blackburn", "Lancashire", "BB"), ("Lancaster", "Lancashire", "LA"),
    ("Liverpool", "Merseyside", "L"), ("Wigan", "Greater Manchester", "WN"),
    ("Newcastle upon Tyne", "Tyne and Wear", "NE"), ("Sunderland", "Tyne and Wear", "SR"),
    ("Durham", "County Durham", "DH"), ("Carlisle", "Cumbria", "CA"),
    ("Nottingham", "Nottinghamshire", "NG"), ("Derby", "Derbyshire", "DE"),
    ("Leicester", "Leicestershire", "LE"), ("Lincoln", "Lincolnshire", "LN"),
    ("Northampton", "Northamptonshire", "NN"), ("Coventry", "West Midlands", "CV"),
    ("Wolverhampton", "West Midlands", "WV"), ("Walsall", "West Midlands", "WS"),
    ("Worcester", "Worcestershire", "WR"), ("Hereford", "Herefordshire", "HR"),
    ("Gloucester", "Gloucestershire", "GL"), ("Norwich", "Norfolk", "NR"),
    ("Ipswich", "Suffolk", "IP"), ("Colchester", "Essex", "CO"), ("Chelmsford", "Essex", "CM"),
    ("Cambridge", "Cambridgeshire", "CB"), ("Peterborough", "Cambridgeshire", "PE"),
    ("Luton", "Bedfordshire", "LU"), ("Oxford", "Oxfordshire", "OX"), ("Swindon", "Wiltshire", "SN"),
    ("Salisbury", "Wiltshire", "SP"), ("Southampton", "Hampshire", "SO"),
    ("Portsmouth", "Hampshire", "PO"), ("Brighton", "East Sussex", "BN"),
    ("Canterbury", "Kent", "CT"), ("Maidstone", "Kent", "ME"), ("Guildford", "Surrey", "GU"),
    ("Exeter", "Devon", "EX"), ("Plymouth", "Devon", "PL"), ("Truro", "Cornwall", "TR"),
    ("Taunton", "Somerset", "TA"), ("Bristol", None, "BS"), ("Cardiff", None, "CF"),
    ("Swansea", None, "SA"), ("Newport", None, "NP"), ("Wrexham", None, "LL"),
    ("Glasgow", None, "G"), ("Edinburgh", None, "EH"), ("Aberdeen", None, "AB"),
    ("Dundee", None, "DD"), ("Inverness", None, "IV"), ("Belfast", None, "BT"),
    ("Stoke-on-Trent", "Staffordshire", "ST"), ("Shrewsbury", "Shropshire", "SY"),
    ("Telford", "Shropshire", "TF"),
]
UK_NATION = {"Cardiff": "Wales", "Swansea": "Wales", "Newport": "Wales", "Wrexham": "Wales",
             "Glasgow": "Scotland", "Edinburgh": "Scotland", "Aberdeen": "Scotland",
             "Dundee": "Scotland", "Inverness": "Scotland", "Belfast": "Northern Ireland"}
CA_PLACES = [
    ("Hamilton", "ON", "Ontario", "L"), ("London", "ON", "Ontario", "N"), ("Kingston", "ON", "Ontario", "K"),
    ("Sudbury", "ON", "Ontario", "P"), ("Thunder Bay", "ON", "Ontario", "P"), ("Ottawa", "ON", "Ontario", "K"),
    ("Mississauga", "ON", "Ontario", "L"), ("Kitchener", "ON", "Ontario", "N"), ("Barrie", "ON", "Ontario", "L"),
    ("Windsor", "ON", "Ontario", "N"), ("Peterborough", "ON", "Ontario", "K"),
    ("Halifax", "NS", "Nova Scotia", "B"), ("Dartmouth", "NS", "Nova Scotia", "B"),
    ("Moncton", "NB", "New Brunswick", "E"), ("Fredericton", "NB", "New Brunswick", "E"),
    ("Saint John", "NB", "New Brunswick", "E"), ("St. John's", "NL", "Newfoundland and Labrador", "A"),
    ("Charlottetown", "PE", "Prince Edward Island", "C"), ("Sherbrooke", "QC", "Quebec", "J"),
    ("Gatineau", "QC", "Quebec", "J"), ("Trois-Rivières", "QC", "Quebec", "G"),
    ("Winnipeg", "MB", "Manitoba", "R"), ("Brandon", "MB", "Manitoba", "R"),
    ("Regina", "SK", "Saskatchewan", "S"), ("Saskatoon", "SK", "Saskatchewan", "S"),
    ("Calgary", "AB", "Alberta", "T"), ("Edmonton", "AB", "Alberta", "T"), ("Red Deer", "AB", "Alberta", "T"),
    ("Lethbridge", "AB", "Alberta", "T"), ("Kelowna", "BC", "British Columbia", "V"),
    ("Kamloops", "BC", "British Columbia", "V"), ("Nanaimo", "BC", "British Columbia", "V"),
    ("Victoria", "BC", "British Columbia", "V"), ("Prince George", "BC", "British Columbia", "V"),
    ("Whitehorse", "YT", "Yukon", "Y"), ("Yellowknife", "NT", "Northwest Territories", "X"),
]
AU_PLACES = [
    ("Marrickville", "NSW", "New South Wales", "2204"), ("Parramatta", "NSW", "New South Wales", "2150"),
    ("Blacktown", "NSW", "New South Wales", "2148"), ("Penrith", "NSW", "New South Wales", "2750"),
    ("Newcastle", "NSW", "New South Wales", "2300"), ("Wollongong", "NSW", "New South Wales", "2500"),
    ("Dubbo", "NSW", "New South Wales", "2830"), ("Wagga Wagga", "NSW", "New South Wales", "2650"),
    ("Footscray", "VIC", "Victoria", "3011"), ("Brunswick", "VIC", "Victoria", "3056"),
    ("Dandenong", "VIC", "Victoria", "3175"), ("Geelong", "VIC", "Victoria", "3220"),
    ("Ballarat", "VIC", "Victoria", "3350"), ("Bendigo", "VIC", "Victoria", "3550"),
    ("Frankston", "VIC", "Victoria", "3199"), ("Toowoomba", "QLD", "Queensland", "4350"),
    ("Townsville", "QLD", "Queensland", "4810"), ("Cairns", "QLD", "Queensland", "4870"),
    ("Ipswich", "QLD", "Queensland", "4305"), ("Logan Central", "QLD", "Queensland", "4114"),
    ("Southport", "QLD", "Queensland", "4215"), ("Mackay", "QLD", "Queensland", "4740"),
    ("Fremantle", "WA", "Western Australia", "6160"), ("Joondalup", "WA", "Western Australia", "6027"),
    ("Bunbury", "WA", "Western Australia", "6230"), ("Kalgoorlie", "WA", "Western Australia", "6430"),
    ("Elizabeth", "SA", "South Australia", "5112"), ("Mount Gambier", "SA", "South Australia", "5290"),
    ("Port Adelaide", "SA", "South Australia", "5015"), ("Glenelg", "SA", "South Australia", "5045"),
    ("Launceston", "TAS", "Tasmania", "7250"), ("Hobart", "TAS", "Tasmania", "7000"),
    ("Devonport", "TAS", "Tasmania", "7310"), ("Darwin", "NT", "Northern Territory", "0800"),
    ("Alice Springs", "NT", "Northern Territory", "0870"), ("Palmerston", "NT", "Northern Territory", "0830"),
    ("Belconnen", "ACT", "Australian Capital Territory", "2617"),
    ("Tuggeranong", "ACT", "Australian Capital Territory", "2900"),
]
NZ_PLACES = [
    ("Otara", "Auckland", "Auckland", "2023"), ("Mangere", "Auckland", "Auckland", "2022"),
    ("Papatoetoe", "Auckland", "Auckland", "2025"), ("Takapuna", "Auckland", "Auckland", "0622"),
    ("Glen Eden", "Auckland", "Auckland", "0602"), ("Riccarton", "Christchurch", "Canterbury", "8011"),
    ("Papanui", "Christchurch", "Canterbury", "8053"), ("Sydenham", "Christchurch", "Canterbury", "8023"),
    ("Petone", "Lower Hutt", "Wellington", "5012"), ("Newtown", "Wellington", "Wellington", "6021"),
    ("Cannons Creek", "Porirua", "Wellington", "5024"), ("Hamilton East", "Hamilton", "Waikato", "3216"),
    ("Frankton", "Hamilton", "Waikato", "3204"), ("Greerton", "Tauranga", "Bay of Plenty", "3112"),
    ("Fordlands", "Rotorua", "Bay of Plenty", "3015"), (None, "Whakatāne", "Bay of Plenty", "3120"),
    (None, "Gisborne", "Gisborne", "4010"), ("Marewa", "Napier", "Hawke's Bay", "4110"),
    ("Flaxmere", "Hastings", "Hawke's Bay", "4120"), ("Westown", "New Plymouth", "Taranaki", "4310"),
    ("Aramoho", "Whanganui", "Manawatū-Whanganui", "4500"),
    ("Highbury", "Palmerston North", "Manawatū-Whanganui", "4412"), ("Stoke", "Nelson", "Nelson", "7011"),
    (None, "Blenheim", "Marlborough", "7201"), ("Caversham", "Dunedin", "Otago", "9012"),
    ("Glengarry", "Invercargill", "Southland", "9810"), (None, "Timaru", "Canterbury", "7910"),
    ("Kensington", "Whangārei", "Northland", "0112"), (None, "Kaitaia", "Northland", "0410"),
]
IE_PLACES = [
    ("Ballina", "Mayo", "F26"), ("Castlebar", "Mayo", "F23"), ("Westport", "Mayo", "F28"),
    ("Tuam", "Galway", "H54"), ("Galway", "Galway", "H91"), ("Ennis", "Clare", "V95"),
    ("Limerick", "Limerick", "V94"), ("Tralee", "Kerry", "V92"), ("Killarney", "Kerry", "V93"),
    ("Mallow", "Cork", "P51"), ("Cork", "Cork", "T12"), ("Clonakilty", "Cork", "P85"),
    ("Waterford", "Waterford", "X91"), ("Dungarvan", "Waterford", "X35"), ("Kilkenny", "Kilkenny", "R95"),
    ("Carlow", "Carlow", "R93"), ("Wexford", "Wexford", "Y35"), ("Enniscorthy", "Wexford", "Y21"),
    ("Arklow", "Wicklow", "Y14"), ("Bray", "Wicklow", "A98"), ("Navan", "Meath", "C15"),
    ("Drogheda", "Louth", "A92"), ("Dundalk", "Louth", "A91"), ("Athlone", "Westmeath", "N37"),
    ("Mullingar", "Westmeath", "N91"), ("Tullamore", "Offaly", "R35"), ("Portlaoise", "Laois", "R32"),
    ("Naas", "Kildare", "W91"), ("Newbridge", "Kildare", "W12"), ("Sligo", "Sligo", "F91"),
    ("Letterkenny", "Donegal", "F92"), ("Cavan", "Cavan", "H12"), ("Monaghan", "Monaghan", "H18"),
    ("Longford", "Longford", "N39"), ("Roscommon", "Roscommon", "F42"), ("Nenagh", "Tipperary", "E45"),
    ("Clonmel", "Tipperary", "E91"), ("Dublin", None, "D07"), ("Dublin", None, "D15"),
    ("Dublin", None, "D24"), ("Dublin", None, "D09"),
]

US_AREA = ["614", "937", "419", "217", "309", "608", "920", "734", "616", "517", "508", "978",
           "401", "860", "203", "518", "585", "315", "610", "570", "717", "410", "804", "540",
           "919", "828", "843", "912", "478", "850", "352", "813", "865", "423", "502", "859",
           "205", "501", "225", "918", "316", "402", "515", "319", "218", "701", "605", "406",
           "208", "509", "253", "541", "503", "916", "559", "661", "775", "520", "505", "915",
           "806", "361", "801", "303", "719", "802", "207", "603", "302", "304", "601", "907",
           "808", "307"]
CA_AREA = ["905", "289", "519", "613", "705", "807", "902", "506", "709", "819", "418", "204",
           "306", "403", "780", "825", "250", "778", "867", "236"]

LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ"
EIR = "ACDEFHKNPRTVWXY0123456789"


def _d(rng, n):
    return "".join(rng.choice("0123456789") for _ in range(n))


def _L(rng, n, alpha=LETTERS):
    return "".join(rng.choice(alpha) for _ in range(n))


class Locale:
    def __init__(self, code):
        self.code = code
        self.us_style = code in ("US", "CA")
        # spelling
        self.ortho = "orthopedic" if code in ("US", "CA") else "orthopaedic"
        self.anaes = "anesthesia" if code in ("US", "CA") else "anaesthetic"
        self.dr = "Dr." if code in ("US", "CA") else "Dr"
        self.mr = "Mr." if code in ("US", "CA") else "Mr"
        self.country_names = {
            "US": ["USA", "United States", "U.S.A."], "UK": ["UK", "United Kingdom", "England"],
            "CA": ["Canada"], "AU": ["Australia"], "IE": ["Ireland", "Republic of Ireland"],
            "NZ": ["New Zealand", "Aotearoa New Zealand"]}[code]
        self.date_styles = {
            "US": ["mdy0", "mdy", "mdy0", "mdy2", "long_us", "abbr_us", "iso"],
            "CA": ["iso", "iso", "long_us", "dmy0", "abbr_us", "upper_abbr", "isoslash"],
            "UK": ["dmy0", "dmy0", "long_uk", "abbr_uk", "dmy_abbr", "dmy_dot", "ord_uk"],
            "IE": ["dmy0", "long_uk", "dmy0", "abbr_uk", "ord_uk", "dmy_abbr"],
            "AU": ["dmy0", "dmy0", "dmy", "long_uk", "abbr_uk", "dmy_abbr"],
            "NZ": ["dmy0", "dmy", "long_uk", "abbr_uk", "dmy_abbr", "ord_uk"],
        }[code]

    # ---------------------------------------------------------------- dates
    @staticmethod
    def _fmt(d, style):
        m, day, y = d.month, d.day, d.year
        wd = WEEKDAYS[d.weekday()]
        if style == "mdy0":
            return "%02d/%02d/%d" % (m, day, y)
        if style == "mdy":
            return "%d/%d/%d" % (m, day, y)
        if style == "mdy2":
            return "%d/%d/%02d" % (m, day, y % 100)
        if style == "mdy_dash":
            return "%02d-%02d-%d" % (m, day, y)
        if style == "long_us":
            return "%s %d, %d" % (MONTHS[m - 1], day, y)
        if style == "abbr_us":
            return "%s %d, %d" % (MONTHS[m - 1][:3], day, y)
        if style == "iso":
            return "%d-%02d-%02d" % (y, m, day)
        if style == "isoslash":
            return "%d/%02d/%02d" % (y, m, day)
        if style == "dmy0":
            return "%02d/%02d/%d" % (day, m, y)
        if style == "dmy":
            return "%d/%d/%d" % (day, m, y)
        if style == "dmy2":
            return "%d/%d/%02d" % (day, m, y % 100)
        if style == "long_uk":
            return "%d %s %d" % (day, MONTHS[m - 1], y)
        if style == "abbr_uk":
            return "%d %s %d" % (day, MONTHS[m - 1][:3], y)
        if style == "dmy_abbr":
            return "%02d-%s-%d" % (day, MONTHS[m - 1][:3], y)
        if style == "upper_abbr":
            return "%02d-%s-%d" % (day, MONTHS[m - 1][:3].upper(), y)
        if style == "dmy_dot":
            return "%02d.%02d.%d" % (day, m, y)
        if style == "ord_uk":
            return "%s %s %d" % (ordinal(day), MONTHS[m - 1], y)
        if style == "wd_long_us":
            return "%s, %s %d, %d" % (wd, MONTHS[m - 1], day, y)
        if style == "wd_uk":
            return "%s %s %s %d" % (wd, ordinal(day), MONTHS[m - 1], y)
        if style == "wd_uk2":
            return "%s %d %s %d" % (wd, day, MONTHS[m - 1], y)
        if style == "wd_short_us":
            return "%s %d/%d" % (wd[:3], m, day)
        if style == "wd_short_uk":
            return "%s %d/%d" % (wd[:3], day, m)
        if style == "md_us":
            return "%d/%d" % (m, day)
        if style == "dm_uk":
            return "%d/%d" % (day, m)
        if style == "dmonth":
            return "%s %s" % (ordinal(day), MONTHS[m - 1])
        if style == "dmonth_plain":
            return "%d %s" % (day, MONTHS[m - 1])
        if style == "monthd":
            return "%s %d" % (MONTHS[m - 1], day)
        if style == "month_year":
            return "%s %d" % (MONTHS[m - 1], y)
        if style == "mon_year":
            return "%s %d" % (MONTHS[m - 1][:3], y)
        if style == "mm_yyyy":
            return "%02d/%d" % (m, y)
        if style == "year":
            return str(y)
        if style == "month":
            return MONTHS[m - 1]
        if style == "weekday":
            return wd
        raise ValueError(style)

    def date(self, d, style=None):
        return S("DATE", self._fmt(d, style or self.date_styles[0]))

    def wd_style(self, rng):
        if self.code == "US":
            return rng.choice(["wd_long_us", "wd_short_us"])
        if self.code == "CA":
            return rng.choice(["wd_long_us", "wd_uk2"])
        return rng.choice(["wd_uk", "wd_uk2", "wd_short_uk"])

    def short_style(self):
        return "md_us" if self.code == "US" else "dm_uk"

    def daymonth_style(self, rng):
        if self.code in ("US", "CA"):
            return "monthd"
        return rng.choice(["dmonth", "dmonth_plain"])

    def holidays(self):
        common = ["Christmas", "Christmas Day", "New Year's Eve", "New Year's Day", "Easter",
                  "Easter Monday", "Good Friday"]
        extra = {"US": ["Thanksgiving", "the Fourth of July", "Labor Day", "Memorial Day", "Halloween"],
                 "CA": ["Thanksgiving", "Canada Day", "Victoria Day", "Boxing Day"],
                 "UK": ["Boxing Day", "Bonfire Night", "the August bank holiday"],
                 "IE": ["St Patrick's Day", "Boxing Day", "St Stephen's Day"],
                 "AU": ["Anzac Day", "Australia Day", "Boxing Day"],
                 "NZ": ["Waitangi Day", "Anzac Day", "Boxing Day", "Matariki"]}[self.code]
        return common + extra

    # ---------------------------------------------------------------- places
    def place(self, rng):
        c = self.code
        if c == "US":
            city, st, stfull, z3 = rng.choice(US_PLACES)
            return {"suburb": None, "city": city, "state": st, "state_full": stfull,
                    "zip": z3 + _d(rng, 2), "county": None}
        if c == "UK":
            city, county, area = rng.choice(UK_PLACES)
            pc = area + str(rng.randint(1, 29)) + " " + str(rng.randint(1, 9)) + _L(rng, 2, "ABDEFGHJLNPQRSTUWXYZ")
            return {"suburb": None, "city": city, "state": None, "state_full": None,
                    "zip": pc, "county": county, "nation": UK_NATION.get(city)}
        if c == "CA":
            city, pr, prfull, fsa = rng.choice(CA_PLACES)
            pc = "%s%d%s %d%s%d" % (fsa, rng.randint(0, 9), rng.choice("ABCEGHJKLMNPRSTVXY"),
                                    rng.randint(1, 9), rng.choice("ABCEGHJKLMNPRSTVWXYZ"), rng.randint(0, 9))
            return {"suburb": None, "city": city, "state": pr, "state_full": prfull, "zip": pc, "county": None}
        if c == "AU":
            sub, st, stfull, pc = rng.choice(AU_PLACES)
            return {"suburb": None, "city": sub, "state": st, "state_full": stfull, "zip": pc, "county": None}
        if c == "NZ":
            sub, city, region, pc = rng.choice(NZ_PLACES)
            return {"suburb": sub, "city": city, "state": None, "state_full": region, "zip": pc, "county": None}
        if c == "IE":
            town, county, rk = rng.choice(IE_PLACES)
            pc = rk + " " + _L(rng, 4, EIR)
            return {"suburb": None, "city": town, "state": None, "state_full": None,
                    "zip": pc, "county": county}
        raise ValueError(c)

    def near(self, a, rng):
        """Same town as address a, with a plausible nearby postcode."""
        c = self.code
        out = {k: a[k] for k in ("suburb", "city", "state", "state_full", "county", "zip") if k in a}
        z = a["zip"]
        if c == "US":
            out["zip"] = z[:3] + _d(rng, 2)
        elif c == "UK":
            area = "".join(ch for ch in z.split()[0] if ch.isalpha())
            out["zip"] = area + str(rng.randint(1, 29)) + " " + str(rng.randint(1, 9)) + _L(rng, 2, "ABDEFGHJLNPQRSTUWXYZ")
        elif c == "CA":
            out["zip"] = "%s%d%s %d%s%d" % (z[0], rng.randint(0, 9), rng.choice("ABCEGHJKLMNPRSTVXY"),
                                            rng.randint(1, 9), rng.choice("ABCEGHJKLMNPRSTVWXYZ"), rng.randint(0, 9))
        elif c == "IE":
            out["zip"] = z.split()[0] + " " + _L(rng, 4, EIR)
        if "nation" in a:
            out["nation"] = a["nation"]
        return out

    def street(self, rng, unit_p=0.2):
        c = self.code
        suf = {"US": pools.US_SUFFIX, "UK": pools.UK_SUFFIX, "CA": pools.CA_SUFFIX,
               "AU": pools.AU_SUFFIX, "NZ": pools.NZ_SUFFIX, "IE": pools.IE_SUFFIX}[c]
        stem = rng.choice(pools.STREET_STEMS + pools.STEMS[:60])
        num = rng.choice([rng.randint(1, 60), rng.randint(1, 250), rng.randint(100, 9800)
                          if c in ("US", "CA") else rng.randint(1, 120)])
        base = "%d %s %s" % (num, stem, rng.choice(suf))
        if rng.random() < unit_p:
            if c == "US":
                return base + rng.choice([", Apt %d%s" % (rng.randint(1, 12), rng.choice("ABCD")),
                                          " Apt %d" % rng.randint(1, 40), ", Unit %d" % rng.randint(1, 30)])
            if c == "CA" and num >= 100:
                return "%d-%s" % (rng.randint(101, 1204), base)
            if c == "CA":
                return base + ", Unit %d" % rng.randint(1, 30)
            if c == "UK":
                return "Flat %d, %s" % (rng.randint(1, 24), base)
            if c == "IE":
                return "Apt %d, %s" % (rng.randint(1, 40), base)
            if c in ("AU", "NZ"):
                return "%s%d/%s" % (rng.choice(["Unit ", "", ""]), rng.randint(1, 12), base)
        return base

    def address(self, rng, unit_p=0.2):
        a = self.place(rng)
        a["street"] = self.street(rng, unit_p)
        a["country"] = rng.choice(self.country_names)
        return a

    def fmt_address(self, a, rng, mode="line", country=False, full_state=False):
        """mode: 'line' (one line, comma separated) or 'block' (multi-line)."""
        c = self.code
        parts = [S("STREET", a["street"])]
        if c == "US" or c == "CA":
            st = a["state_full"] if full_state else a["state"]
            last = S("CITY", a["city"]) + ", " + S("STATE", st) + " " + S("ZIP", a["zip"])
            if c == "CA" and rng.random() < 0.4:
                last = S("CITY", a["city"]) + " " + S("STATE", st) + "  " + S("ZIP", a["zip"])
            lines = [parts[0], last]
        elif c == "UK":
            lines = [parts[0], S("CITY", a["city"])]
            if a.get("county") and rng.random() < 0.5:
                lines.append(S("CITY", a["county"]))
            lines.append(S("ZIP", a["zip"]))
        elif c == "IE":
            lines = [parts[0], S("CITY", a["city"])]
            if a.get("county"):
                lines.append("Co. " + S("CITY", a["county"]))
            lines.append(S("ZIP", a["zip"]))
        elif c == "AU":
            st = a["state_full"] if full_state else a["state"]
            lines = [parts[0], S("CITY", a["city"]) + " " + S("STATE", st) + " " + S("ZIP", a["zip"])]
        elif c == "NZ":
            lines = [parts[0]]
            if a.get("suburb"):
                lines.append(S("CITY", a["suburb"]))
            lines.append(S("CITY", a["city"]) + " " + S("ZIP", a["zip"]))
        if c == "IE" and mode == "line" and len(lines) >= 4:
            # Irish addresses often put the Eircode after the county without a comma
            lines = lines[:-2] + [lines[-2] + " " + lines[-1]]
        if country:
            lines.append(S("COUNTRY", a["country"]))
        if mode == "block":
            return "\n".join(lines)
        return ", ".join(lines)

    # ---------------------------------------------------------------- phones
    def phone(self, rng, kind="land", style=None):
        c = self.code
        tail2 = "%02d" % rng.randint(0, 99)
        if c in ("US", "CA"):
            area = rng.choice(US_AREA if c == "US" else CA_AREA)
            st = style if style is not None else rng.randint(0, 4)
            if st == 0:
                return "(%s) 555-01%s" % (area, tail2)
            if st == 1:
                return "%s-555-01%s" % (area, tail2)
            if st == 2:
                return "%s.555.01%s" % (area, tail2)
            if st == 3:
                return "+1 %s-555-01%s" % (area, tail2)
            return "1-%s-555-01%s" % (area, tail2)
        if c == "UK":
            t3 = "%03d" % rng.randint(0, 999)
            if kind == "mobile":
                return rng.choice(["07700 900" + t3, "07700900" + t3, "+44 7700 900" + t3, "07700 900 " + t3])
            return rng.choice(["01632 960" + t3, "01632 960" + t3, "020 7946 0" + t3,
                               "0113 496 0" + t3, "0161 496 0" + t3, "+44 1632 960" + t3])
        if c == "AU":
            t3 = "%03d" % rng.randint(0, 999)
            t4 = "%04d" % rng.randint(0, 9999)
            if kind == "mobile":
                return rng.choice(["0491 570 " + t3, "0491 570" + t3, "+61 491 570 " + t3])
            return rng.choice(["(02) 5550 " + t4, "(03) 7010 " + t4, "(07) 5550 " + t4,
                               "(08) 5550 " + t4, "02 5550 " + t4, "03 7010 " + t4])
        if c == "NZ":
            if kind == "mobile":
                return rng.choice(["021 555 01" + tail2, "022 555 01" + tail2, "+64 21 555 01" + tail2,
                                   "027 555 01" + tail2])
            return rng.choice(["(09) 555 01" + tail2, "(03) 555 01" + tail2, "(04) 555 01" + tail2,
                               "07 555 01" + tail2, "(06) 555 01" + tail2])
        if c == "IE":
            if kind == "mobile":
                return rng.choice(["087 555 01" + tail2, "086 555 01" + tail2, "085 555 01" + tail2,
                                   "+353 87 555 01" + tail2])
            return rng.choice(["(01) 555 01" + tail2, "(091) 555 01" + tail2, "(021) 555 01" + tail2,
                               "094 555 01" + tail2, "+353 1 555 01" + tail2])
        raise ValueError(c)

    def ext(self, rng):
        return rng.choice([" ext. %d" % rng.randint(10, 9999), " x%d" % rng.randint(100, 9999),
                           " ext %d" % rng.randint(200, 7999)])

    def pager(self, rng):
        if self.code in ("US", "CA"):
            return rng.choice(["%d-%04d" % (rng.randint(2, 8), rng.randint(0, 9999)),
                               "%05d" % rng.randint(10000, 99999)])
        return "%04d" % rng.randint(1000, 9999)

    def pager_word(self):
        return {"US": "pager", "CA": "pager", "UK": "bleep", "IE": "bleep", "AU": "pager",
                "NZ": "pager"}[self.code]

    # ---------------------------------------------------------------- identifiers
    def mrn(self, rng):
        c = self.code
        if c == "US":
            return rng.choice([_d(rng, 8), "M" + _d(rng, 7), _d(rng, 9), "E" + _d(rng, 8), _d(rng, 7)])
        if c == "UK":
            return rng.choice([rng.choice("KRJMDFH") + _d(rng, 6), "RX" + _d(rng, 7), _d(rng, 7) + rng.choice("ABCDEFHJK"),
                               rng.choice(["H", "B", "W"]) + _d(rng, 7)])
        if c == "CA":
            return rng.choice([_d(rng, 9), "MR" + _d(rng, 7), _d(rng, 7), "%s-%s" % (_d(rng, 3), _d(rng, 5))])
        if c == "AU":
            return rng.choice([_d(rng, 7), _d(rng, 8), "UR" + _d(rng, 6), _d(rng, 6)])
        if c == "NZ":
            return self.nhi(rng)
        if c == "IE":
            return rng.choice([_d(rng, 7), _d(rng, 6), "MRN" + _d(rng, 6), _d(rng, 8)])

    def nhi(self, rng):
        return "Z" + _L(rng, 2, "ABCDEFGHJKLMNPQRSTUVWXYZ") + _d(rng, 4)

    def nhs(self, rng):
        return "999 %s %s" % (_d(rng, 3), _d(rng, 4))

    def ssn(self, rng):
        c = self.code
        if c == "US":
            return "9%s-%s-%s" % (_d(rng, 2), _d(rng, 2), _d(rng, 4))
        if c == "UK":
            return rng.choice(["QQ %s %s %s %s" % (_d(rng, 2), _d(rng, 2), _d(rng, 2), rng.choice("ABCD")),
                               "QQ%s%s" % (_d(rng, 6), rng.choice("ABCD"))])
        if c == "CA":
            return rng.choice(["0%s %s %s" % (_d(rng, 2), _d(rng, 3), _d(rng, 3)),
                               "0%s-%s-%s" % (_d(rng, 2), _d(rng, 3), _d(rng, 3))])
        if c == "IE":
            return _d(rng, 7) + rng.choice(["T", "W", "A", "H", "K", "P"]) + rng.choice(["", "A", "", "W"])
        if c == "AU":  # Centrelink customer reference number
            return "%s %s %s%s" % (_d(rng, 3), _d(rng, 3), _d(rng, 3), rng.choice(LETTERS))
        if c == "NZ":  # IRD number
            return "0%s-%s-%s" % (_d(rng, 2), _d(rng, 3), _d(rng, 3))

    def ssn_label(self):
        return {"US": "SSN", "UK": "NI No", "CA": "SIN", "IE": "PPSN", "AU": "CRN",
                "NZ": "IRD no."}[self.code]

    def healthplan(self, rng):
        """(label, value) of a health-plan / insurance beneficiary number."""
        c = self.code
        if c == "US":
            return rng.choice([
                ("Member ID", _L(rng, 3) + _d(rng, 6)), ("Member #", "W" + _d(rng, 9)),
                ("Medicare MBI", "%s%s%s%s-%s%s%s-%s%s%s%s" % (
                    rng.randint(1, 9), _L(rng, 1, "ACDEFGHJKMNPQRTUVWXY"), _L(rng, 1, "ACDEFGHJKMNPQRTUVWXY"),
                    _d(rng, 1), _L(rng, 1, "ACDEFGHJKMNPQRTUVWXY"), _L(rng, 1, "ACDEFGHJKMNPQRTUVWXY"),
                    _d(rng, 1), _L(rng, 1, "ACDEFGHJKMNPQRTUVWXY"), _L(rng, 1, "ACDEFGHJKMNPQRTUVWXY"),
                    _d(rng, 1), _d(rng, 1))),
                ("Medicaid ID", _L(rng, 2) + _d(rng, 8)), ("Policy #", _d(rng, 3) + "-" + _d(rng, 6) + "-" + _d(rng, 2)),
                ("Subscriber ID", _L(rng, 1) + _d(rng, 8) + "01")])
        if c == "CA":
            return rng.choice([
                ("OHIP", "%s-%s-%s-%s" % (_d(rng, 4), _d(rng, 3), _d(rng, 3), _L(rng, 2))),
                ("Health card", "%s %s %s %s" % (_d(rng, 4), _d(rng, 3), _d(rng, 3), _L(rng, 2))),
                ("PHN", "9%s %s %s" % (_d(rng, 3), _d(rng, 3), _d(rng, 3))),
                ("AHCIP", "%s-%s" % (_d(rng, 5), _d(rng, 4))),
                ("MSI", "%s %s %s" % (_d(rng, 4), _d(rng, 3), _d(rng, 3)))])
        if c == "AU":
            return rng.choice([
                ("Medicare", "%s %s %s" % (rng.randint(2, 6) * 1000 + rng.randint(0, 999), _d(rng, 5), _d(rng, 1))),
                ("Medicare No.", "%d%s%s" % (rng.randint(2, 6), _d(rng, 8), _d(rng, 1))),
                ("DVA", rng.choice(["N", "V", "Q", "W"]) + "X" + _d(rng, 6)),
                ("Health fund member no.", _d(rng, 8))])
        if c == "IE":
            return rng.choice([("Medical card no.", _d(rng, 7) + _L(rng, 1)),
                               ("GMS no.", _d(rng, 6) + _L(rng, 1)),
                               ("Insurance membership no.", _d(rng, 8)),
                               ("DPS no.", _d(rng, 8))])
        if c == "NZ":
            return rng.choice([("Southern Cross member no.", _d(rng, 8)), ("Health insurance member no.", _d(rng, 9)),
                               ("CSC no.", _d(rng, 10)), ("Insurer policy no.", _L(rng, 2) + _d(rng, 7))])
        if c == "UK":
            return rng.choice([("Bupa membership no.", _d(rng, 8) + _L(rng, 2)),
                               ("AXA policy no.", _L(rng, 2) + _d(rng, 7)),
                               ("Vitality member no.", _d(rng, 9)),
                               ("WPA policy", _d(rng, 6) + "/" + _d(rng, 2))])

    def account(self, rng):
        c = self.code
        return rng.choice([
            ("Encounter #", _d(rng, 10)), ("Acct", "%s-%s" % (_d(rng, 4), _d(rng, 4))),
            ("Visit No.", _L(rng, 1) + _d(rng, 8)), ("CSN", _d(rng, 10)),
            ("FIN", _d(rng, 8)), ("Episode no.", _d(rng, 9)),
            ("Attendance no.", "ATT-%s-%s" % (_d(rng, 2), _d(rng, 6))),
            ("Billing acct", _d(rng, 6) + "-" + _d(rng, 2)), ("Invoice no.", "INV" + _d(rng, 6))])

    def clin_license(self, rng, role="doctor"):
        """(label, value) of a clinician licence / registration number."""
        c = self.code
        if role == "nurse":
            return {"US": ("RN Lic", "RN" + _d(rng, 7)), "CA": ("CNO #", _d(rng, 8)),
                    "UK": ("NMC PIN", "%s%s%s%s" % (_d(rng, 2), _L(rng, 1), _d(rng, 4), _L(rng, 1))),
                    "IE": ("NMBI PIN", _d(rng, 6)), "AU": ("AHPRA", "NMW" + _d(rng, 10)),
                    "NZ": ("NCNZ", _d(rng, 6))}[c]
        if role == "dentist":
            return {"US": ("DDS Lic", "DN" + _d(rng, 6)), "CA": ("RCDSO #", _d(rng, 5)),
                    "UK": ("GDC No.", _d(rng, 6)), "IE": ("Dental Council reg.", _d(rng, 5)),
                    "AU": ("AHPRA", "DEN" + _d(rng, 10)), "NZ": ("DCNZ reg.", _d(rng, 5))}[c]
        if role == "audiologist":
            return {"US": ("Audiology Lic", "AU" + _d(rng, 6)), "CA": ("CASLPO #", _d(rng, 4)),
                    "UK": ("HCPC", rng.choice(["HAD", "AS"]) + _d(rng, 5)),
                    "IE": ("CORU reg.", "AUD" + _d(rng, 6)), "AU": ("Audiology Australia no.", _d(rng, 6)),
                    "NZ": ("NZAS reg.", _d(rng, 4))}[c]
        if role == "allied":
            return {"US": ("Lic", rng.choice(["PT", "OT", "SW", "LCSW"]) + _d(rng, 6)),
                    "CA": ("Reg. #", _d(rng, 5)),
                    "UK": ("HCPC", rng.choice(["PH", "OT", "SW", "PYL", "CS"]) + _d(rng, 5)),
                    "IE": ("CORU reg.", rng.choice(["PT", "OT", "SW"]) + _d(rng, 6)),
                    "AU": ("AHPRA", rng.choice(["PHY", "OCC", "PSY"]) + _d(rng, 10)),
                    "NZ": ("Reg. no.", _d(rng, 5))}[c]
        if c == "US":
            return rng.choice([("NPI", rng.choice("12") + _d(rng, 9)),
                               ("DEA", dea(rng)), ("State Lic", _L(rng, 1) + _d(rng, 6))])
        if c == "CA":
            return rng.choice([("CPSO #", _d(rng, 5)), ("CPSBC #", _d(rng, 5)), ("CPSA", _d(rng, 6)),
                               ("Billing #", _d(rng, 6))])
        if c == "UK":
            return rng.choice([("GMC", _d(rng, 7)), ("GMC No.", _d(rng, 7))])
        if c == "IE":
            return rng.choice([("IMC", _d(rng, 6)), ("MCRN", _d(rng, 6))])
        if c == "AU":
            return rng.choice([("AHPRA", "MED" + _d(rng, 10)), ("Provider No.", _d(rng, 6) + _L(rng, 2)),
                               ("Prescriber No.", _d(rng, 7))])
        if c == "NZ":
            return rng.choice([("MCNZ", _d(rng, 5)), ("HPI-CPN", "%s%s%s" % (_d(rng, 2), _L(rng, 4), ""))])

    def drivers_licence(self, rng):
        c = self.code
        return {"US": _L(rng, 1) + _d(rng, 3) + "-" + _d(rng, 4) + "-" + _d(rng, 4),
                "CA": _L(rng, 1) + _d(rng, 4) + "-" + _d(rng, 5) + "-" + _d(rng, 5),
                "UK": "%s%s%s%s" % (_L(rng, 5), _d(rng, 6), _L(rng, 2), _d(rng, 1) + _L(rng, 2)),
                "IE": _d(rng, 3) + _d(rng, 6), "AU": _d(rng, 9), "NZ": _L(rng, 2) + _d(rng, 6)}[c]

    def plate(self, rng):
        c = self.code
        if c == "UK":
            return "%s%02d %s" % (_L(rng, 2, "ABCDEFGHKLMNOPRSVWY"), rng.choice([15, 16, 17, 18, 19, 65, 66, 67, 68, 69, 21, 71, 22, 72]), _L(rng, 3, "ABCDEFGHJKLMNOPRSTUVWXYZ"))
        if c == "IE":
            return "%d-%s-%d" % (rng.choice([141, 151, 162, 171, 182, 191, 202, 211, 222, 231, 12, 10]),
                                 rng.choice(["D", "G", "C", "MO", "KY", "L", "WX", "LH", "KE", "SO", "MH"]),
                                 rng.randint(100, 99999))
        if c == "US":
            return rng.choice([str(rng.randint(1, 9)) + _L(rng, 3) + _d(rng, 3), _L(rng, 3) + "-" + _d(rng, 4),
                               _L(rng, 3) + " " + _d(rng, 4)])
        if c == "CA":
            return rng.choice([_L(rng, 4) + " " + _d(rng, 3), _L(rng, 3) + "-" + _d(rng, 3)])
        if c == "AU":
            return rng.choice([_d(rng, 1) + _L(rng, 3) + _d(rng, 3), _L(rng, 3) + "-" + _d(rng, 3),
                               _L(rng, 2) + "-" + _d(rng, 2) + "-" + _L(rng, 2)])
        if c == "NZ":
            return _L(rng, 3) + _d(rng, 3)

    def vin(self, rng):
        return "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(17))


def dea(rng):
    letters = rng.choice("ABFM") + rng.choice(LETTERS)
    d = [rng.randint(0, 9) for _ in range(6)]
    chk = (d[0] + d[2] + d[4] + 2 * (d[1] + d[3] + d[5])) % 10
    return letters + "".join(map(str, d)) + str(chk)


def ordinal(n):
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return "%d%s" % (n, suf)


def add_days(d, n):
    return d + dt.timedelta(days=n)
