"""Core helpers for dev115_en: PHI markers, one-pass offset stripping, invented name and place pools.

Every PHI value is wrapped as MARK_OPEN + type-char + value + MARK_CLOSE while a note is assembled.
`strip()` removes the markers in one left-to-right pass and records offsets as it goes.
All values here are invented for this set.
"""
import datetime
import unicodedata

TYPES = [
    "PATIENT", "DOCTOR", "FAMILY", "USERNAME", "AGE", "DATE",
    "STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER",
    "MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM",
    "PHONE", "FAX", "EMAIL", "URL", "IPADDR", "PROFESSION",
]
CATEGORY = {}
for _t in ("PATIENT", "DOCTOR", "FAMILY", "USERNAME"):
    CATEGORY[_t] = "NAME"
CATEGORY["AGE"] = "AGE"
CATEGORY["DATE"] = "DATE"
for _t in ("STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER"):
    CATEGORY[_t] = "LOCATION"
for _t in ("MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM"):
    CATEGORY[_t] = "ID"
for _t in ("PHONE", "FAX", "EMAIL", "URL", "IPADDR"):
    CATEGORY[_t] = "CONTACT"
CATEGORY["PROFESSION"] = "PROFESSION"

MARK_OPEN = "\ue000"
MARK_CLOSE = "\ue001"
TYPE_BASE = 0xE100  # private-use chars: unchanged by str.lower()


def P(t, v):
    """Wrap one PHI value."""
    v = str(v)
    assert v and v == v.strip(), (t, v)
    assert t in CATEGORY, t
    return MARK_OPEN + chr(TYPE_BASE + TYPES.index(t)) + v + MARK_CLOSE


def strip(marked):
    """One left-to-right pass: drop markers, emit text and spans."""
    out = []
    spans = []
    pos = 0
    i = 0
    n = len(marked)
    cur_type = None
    cur_start = None
    while i < n:
        ch = marked[i]
        if ch == MARK_OPEN:
            assert cur_type is None, "nested marker"
            cur_type = TYPES[ord(marked[i + 1]) - TYPE_BASE]
            cur_start = pos
            i += 2
            continue
        if ch == MARK_CLOSE:
            assert cur_type is not None
            spans.append({"start": cur_start, "end": pos, "label": CATEGORY[cur_type],
                          "type": cur_type})
            cur_type = None
            i += 1
            continue
        out.append(ch)
        pos += 1
        i += 1
    assert cur_type is None
    text = "".join(out)
    for s in spans:
        s["text"] = text[s["start"]:s["end"]]
    return text, spans


def ascii_fold(s):
    s = unicodedata.normalize("NFKD", s)
    s = "".join(ch for ch in s if not unicodedata.combining(ch))
    s = s.replace("ı", "i").replace("ł", "l").replace("ø", "o")
    return "".join(ch for ch in s.lower() if ch.isalnum())


# ---------------------------------------------------------------- name pools (invented mix)
MALE = [
    "James", "Thomas", "Oliver", "Seán", "Ciarán", "Pádraig", "Eoin", "Niall", "Declan", "Rhys",
    "Dafydd", "Gareth", "Hamish", "Callum", "Ewan", "Tomasz", "Piotr", "Marek", "Chukwuemeka",
    "Oluwaseun", "Kwame", "Kofi", "Arjun", "Rajesh", "Imran", "Tariq", "Wei", "Jun", "Mohamed",
    "Abdirahman", "Andrei", "Mihai", "João", "Rui", "Darius", "Tomas", "Yiannis", "Mehmet",
    "Emre", "Delroy", "Winston", "Will", "Mark", "Frank", "Victor", "Jack", "Bill", "Art", "Pat",
    "Sunny", "Miles", "Cathal", "Fergal", "Lorcan", "Iwan", "Bartosz", "Emeka", "Yaw", "Sandeep",
    "Faisal", "Hao", "Keon", "Errol", "Nikolai", "Dragoș", "Aurelio", "Matthias", "Stuart", "Graham",
]
FEMALE = [
    "Mary", "Siobhán", "Aoife", "Niamh", "Gráinne", "Róisín", "Catriona", "Morag", "Eilidh",
    "Cerys", "Bethan", "Ffion", "Agnieszka", "Katarzyna", "Magdalena", "Ngozi", "Chiamaka",
    "Adaeze", "Abena", "Ama", "Priya", "Sunita", "Ayesha", "Fatima", "Nusrat", "Mei", "Xiu",
    "Hodan", "Amina", "Ioana", "Elena", "Beatriz", "Inês", "Rūta", "Eleni", "Ayşe", "Marcia",
    "Beverley", "Hope", "Grace", "Faith", "Joy", "Rose", "Iris", "Amber", "Ruby", "Dawn",
    "Precious", "Blessing", "Patience", "Honor", "Orla", "Deirdre", "Sinéad", "Eimear", "Lowri",
    "Kirsty", "Shona", "Zofia", "Folake", "Efua", "Lakshmi", "Rukhsana", "Lian", "Sahra",
    "Daniela", "Leticia", "Svetlana", "Fiona", "Harriet", "Pauline", "Summer",
]
SURNAMES = [
    "Murphy", "O'Sullivan", "Ní Bhriain", "MacLeod", "Fitzgerald", "Kavanagh", "Doherty",
    "Gallagher", "Quinlan", "Jones", "Evans", "Pritchard", "Llewellyn", "Campbell", "Urquhart",
    "Ferguson", "Kowalski", "Nowak", "Wiśniewski", "Okafor", "Adeyemi", "Nwosu", "Mensah",
    "Boateng", "Owusu", "Patel", "Sharma", "Chaudhry", "Hussain", "Rahman", "Begum", "Chen",
    "Wong", "Zhang", "Ahmed", "Warsame", "Farah", "Popescu", "Ionescu", "Ferreira", "Santos",
    "Kazlauskas", "Papadopoulos", "Yılmaz", "Demir", "Campbell-Reid", "Thompson", "Clarke",
    "Whitfield", "Ashworth", "Pemberton", "Hargreaves", "Baker", "King", "Wood", "Hope", "Bird",
    "Fox", "Rose", "Hill", "Brown", "Young", "Best", "Green", "Stone", "Marsh", "Bell", "Frost",
    "Page", "Mason", "Cook", "Porter", "Long", "Little", "Moody", "Wise", "Lamb", "Sharp",
    "Knight", "Fisher", "Shepherd", "Gardner", "Glover", "Summers", "Winter", "Day", "Mac Giolla",
    "O'Donovan", "McCafferty", "Ó Murchú", "Breathnach", "Tierney", "Varghese", "Nair",
    "Mahmood", "Iqbal", "Osei", "Ogunleye", "Lindqvist", "Novak", "Horvath", "Castillo",
    "Delaney", "Rowntree", "Featherstone", "Abernethy", "Treharne", "Pugh", "Vaughan-Lloyd",
]

# ---------------------------------------------------------------- place pools (invented)
CITIES_UK = [
    "Harrowgate Vale", "Castlebrook", "Ashby Fenwick", "Thornbury Heath", "Millbrook",
    "Westerleigh", "Port Ellery", "Kingsmere", "Abernant", "Stanmoor", "Ravensholt",
    "Brackenfield", "Fernhill", "Inverbrae", "Caerwen", "Pontyrhos", "Hollowford", "Lowdale",
    "Saltmarsh Green", "Eastwick Parva", "Dunmarrow", "Kirkhallow", "Netherby Cross",
]
CITIES_IE = [
    "Kilmorran", "Ballinacross", "Dunmore Bay", "Carrickbeg", "Glenavon", "Ardnagreine",
    "Lisdrum", "Castlefinnan", "Rathmoyle", "Ballyclane", "Tobercurry Bridge", "Knockanree",
]
COUNTIES_UK = ["Westshire", "North Fenshire", "Lowmoorshire", "Eastmarch", "Carrickshire"]
COUNTIES_IE = ["Ardmoy", "Lisnagh", "Tullaree", "Glenbrack", "Moyvalley"]
REGIONS = [
    "Leinster", "Munster", "Connacht", "Ulster", "East Anglia", "West Midlands", "North West",
    "Scottish Highlands", "South Wales Valleys", "Northmarch", "the Borders",
]
COUNTRIES = [
    "Ireland", "England", "Scotland", "Wales", "Poland", "Nigeria", "Lithuania", "Romania",
    "India", "Pakistan", "Somalia", "Portugal", "Ghana", "Jamaica", "the Philippines", "Brazil",
    "Spain", "Greece", "Turkey", "Latvia", "Bangladesh", "Zimbabwe", "Sri Lanka",
]
STREET_NAMES = [
    "Larkspur", "Quarry", "Harbour", "Tanner's", "Chapel", "Mill", "Rowan", "Foxglove",
    "Bramble", "Gorse", "Heron", "Kestrel", "Wellfield", "Orchard", "Station", "Glebe",
    "Cloverhill", "Ashgrove", "Seaview", "Blackthorn", "Marlborough", "Sycamore", "Drumlin",
    "Lismore", "Fairgreen", "Ropewalk", "Weaver's", "Tollgate", "Priory", "Carrow",
]
STREET_SUFFIX = [
    "Road", "Street", "Lane", "Avenue", "Terrace", "Crescent", "Close", "Drive", "Gardens",
    "Mews", "Row", "Place", "Way", "Grove", "Park", "Walk",
]
HOSP_STEMS = ["Millbrook", "Ravensholt", "Glenavon", "Castlebrook", "Kilmorran", "Stanmoor",
              "Port Ellery", "Dunmore Bay", "Fernhill", "Westerleigh", "Ballinacross", "Abernant"]
SAINTS = ["Colman's", "Brendan's", "Ita's", "Aidan's", "Cuthbert's", "Winifred's", "Fintan's",
          "Senan's", "Dympna's", "Non's"]
WARD_NAMES = ["Rowan", "Larch", "Hazel", "Willow", "Aspen", "Juniper", "Heather", "Osprey",
              "Curlew", "Kingfisher", "Linnet", "Cedar", "Bluebell", "Primrose"]
COMPANY_STEMS = ["Halverson", "Carrick", "Pennant", "Brightwater", "Northgate", "Tarrant",
                 "Kelvinside", "Marlow", "Greyfield", "Ardent", "Bexley-Ross", "Corran",
                 "Duncarrig", "Everleigh", "Foxhollow", "Gallwey", "Lindenmere", "Quayside"]
COMPANY_KIND = ["Logistics Ltd", "Construction Ltd", "Foods plc", "Engineering", "Haulage",
                "Retail Group", "Print Works", "Facilities Services", "Plastics Ltd",
                "Contract Cleaning", "Meats Ltd", "Distribution Centre", "Home Care Services",
                "Insulation Ltd", "Bakeries", "Data Systems", "Windows & Doors", "Marine Ltd"]
LAW_FIRMS = ["Doyle Whitaker Solicitors", "Pennant & Co Solicitors", "Ó Briain Keane LLP",
             "Harcastle Moore Solicitors", "Tullaree Law", "Abernethy Lowe LLP",
             "McCafferty Quinn Solicitors", "Greyfield Legal", "Ashworth Boyce Solicitors",
             "Fenwick Marr LLP", "Rowntree Chambers Solicitors", "Ruane & Mulvihill"]
INSURERS = ["Meridian Health Assurance", "Lanterne Life Assurance", "Northstar Mutual",
            "Harbourline Insurance", "Quillon Protection", "Everwell Assurance DAC",
            "Tollgate Indemnity", "Cairnside Insurance plc"]
SCHOOLS = ["St. Fintan's National School", "Ravensholt Academy", "Kingsmere Primary School",
           "Scoil Bhríde Ardnagreine", "Millbrook High School", "Fernhill Community College",
           "Ysgol Caerwen", "Stanmoor Infant School", "Castlebrook Grammar School"]
COUNCILS = ["Brackenfield Borough Council", "Westshire County Council", "Ardmoy County Council",
            "Millbrook City Council", "Port Ellery District Council"]
BUILDINGS = ["Kestrel House", "Harbour Chambers", "Ropewalk Business Park", "Tollgate Retail Park",
             "Fairgreen Shopping Centre", "Crossway Bridge", "Quarry Lane Industrial Estate",
             "Ashgrove Community Hall", "Seaview Promenade", "Lismore Leisure Centre",
             "Castlebrook bus station", "Mill Race footbridge", "Priory Park"]
PRISONS = ["HMP Westmoor", "HMP Dunmarrow", "Castlefinnan Prison", "HMP Lowdale"]

PROFESSIONS = [
    "scaffolder", "HGV driver", "primary school teacher", "staff nurse", "care assistant",
    "electrician", "plasterer", "bus driver", "warehouse operative", "chef", "hairdresser",
    "postwoman", "postman", "farmer", "dairy farmer", "accountant", "software developer",
    "retail assistant", "forklift driver", "bricklayer", "taxi driver", "solicitor's clerk",
    "civil engineer", "prison officer", "fisherman", "baker", "butcher", "dental nurse",
    "call-centre agent", "nursery nurse", "carpenter", "delivery driver", "machine operator",
    "cleaner", "barista", "library assistant", "welder", "roofer", "security guard",
    "bank clerk", "lorry driver", "care home manager", "pharmacy technician", "plumber",
    "secondary school teacher", "kitchen porter", "shop manager", "university lecturer",
]

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
HOLIDAYS = ["Christmas", "Christmas Eve", "Boxing Day", "New Year's Day", "New Year's Eve",
            "Easter Monday", "St Patrick's Day", "St Stephen's Day", "Good Friday", "Halloween"]

ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
        "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def num_words(n):
    if n < 20:
        return ONES[n]
    if n < 100:
        t, o = divmod(n, 10)
        return TENS[t] + ("-" + ONES[o] if o else "")
    return "one hundred" + (" and " + num_words(n - 100) if n > 100 else "")


def ordinal(d):
    if 11 <= d % 100 <= 13:
        return f"{d}th"
    return f"{d}" + {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th")


def fmt_date(r, d, style=None):
    styles = ["dMY", "dthMY", "dd/mm/yyyy", "dd.mm.yyyy", "dd/mm/yy", "wdMY", "wdthM",
              "dd-Mon-yyyy", "dMonY", "theDofMY", "iso", "d/m/yy", "wd dd/mm"]
    style = style or r.choice(styles)
    M, Mon = MONTHS[d.month - 1], MONTHS[d.month - 1][:3]
    W = WEEKDAYS[d.weekday()]
    return {
        "dMY": f"{d.day} {M} {d.year}",
        "dthMY": f"{ordinal(d.day)} {M} {d.year}",
        "dd/mm/yyyy": f"{d.day:02d}/{d.month:02d}/{d.year}",
        "dd.mm.yyyy": f"{d.day:02d}.{d.month:02d}.{d.year}",
        "dd/mm/yy": f"{d.day:02d}/{d.month:02d}/{d.year % 100:02d}",
        "d/m/yy": f"{d.day}/{d.month}/{d.year % 100:02d}",
        "wdMY": f"{W} {d.day} {M} {d.year}",
        "wdthM": f"{W}, {ordinal(d.day)} {M}",
        "dd-Mon-yyyy": f"{d.day:02d}-{Mon}-{d.year}",
        "dMonY": f"{d.day} {Mon} {d.year}",
        "theDofMY": f"{ordinal(d.day)} of {M} {d.year}",
        "iso": f"{d.year}-{d.month:02d}-{d.day:02d}",
        "wd dd/mm": f"{W[:3]} {d.day:02d}/{d.month:02d}",
        "MY": f"{M} {d.year}",
        "M": M,
        "Y": f"{d.year}",
        "dM": f"{d.day} {M}",
        "W": W,
    }[style]


def rid(r, pattern):
    """'A' -> upper letter, '9' -> digit, 'N' -> non-zero digit, others literal."""
    out = []
    for ch in pattern:
        if ch == "A":
            out.append(r.choice("ABCDEFGHJKLMNPRSTUVWXYZ"))
        elif ch == "9":
            out.append(r.choice("0123456789"))
        elif ch == "N":
            out.append(r.choice("123456789"))
        else:
            out.append(ch)
    return "".join(out)


def add_days(d, n):
    return d + datetime.timedelta(days=n)
