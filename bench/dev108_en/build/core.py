"""Core helpers for the dev108_en generator: markers, pools, locales, context.

Every PHI value is wrapped in private-use marker characters as the note is
assembled; `strip_markers` removes them in one left-to-right pass and yields
the span offsets.  Nothing ever searches the finished text for a value.
"""
import datetime

from vocab import TYPES, CATEGORY

M0, M1, M2 = "\ue000", "\ue001", "\ue002"
TCODE = {t: chr(0xE100 + i) for i, t in enumerate(TYPES)}
CODET = {v: k for k, v in TCODE.items()}


def P(t, v):
    """Wrap a PHI value of fine type t in markers."""
    assert t in CATEGORY, t
    v = str(v)
    assert v and v == v.strip(), repr(v)
    assert not any(m in v for m in (M0, M1, M2)), v
    return M0 + TCODE[t] + M1 + v + M2


def strip_markers(s):
    """One left-to-right pass: drop markers, return (text, spans)."""
    out, spans = [], []
    pos, i, n, cur = 0, 0, len(s), None
    while i < n:
        ch = s[i]
        if ch == M0:
            assert cur is None, "nested PHI markers"
            t = CODET[s[i + 1]]
            assert s[i + 2] == M1
            cur = (t, pos)
            i += 3
            continue
        if ch == M2:
            assert cur is not None
            t, st = cur
            spans.append((st, pos, t))
            cur = None
            i += 1
            continue
        out.append(ch)
        pos += 1
        i += 1
    assert cur is None
    return "".join(out), spans


# ---------------------------------------------------------------- name pools
ORIGINS = {
    "anglo": (["Emma", "Chloe", "Megan", "Sophie", "Lauren", "Hannah", "Kirsty", "Gemma", "Tracey",
               "Sharon", "Kayleigh", "Brooke", "Madison", "Ashley", "Heather", "Linda", "Deborah",
               "Paula", "Joanne", "Leanne", "Shannon", "Tegan", "Courtney"],
              ["Liam", "Callum", "Jordan", "Ryan", "Tyler", "Brandon", "Gavin", "Darren", "Trevor",
               "Keith", "Nigel", "Craig", "Shane", "Ethan", "Connor", "Jake", "Lachlan", "Hamish",
               "Wayne", "Dale", "Brett", "Kyle"],
              ["Thompson", "Harrison", "Fletcher", "Whitaker", "Pearce", "Holloway", "Bradshaw",
               "Kendall", "Lockwood", "Marsh", "Prescott", "Hargreaves", "Ellison", "Radcliffe",
               "Sutton", "Chambers", "Foster", "Gibbs", "Henshaw", "Atherton", "Burrows", "Crane",
               "Dawson", "Garner", "Hewitt", "Ingram", "Jarvis", "Kemp", "Lowe", "Mercer", "Norris",
               "Oakley", "Pratt", "Quinn", "Rowe", "Stanton", "Tate", "Underwood", "Vance", "Webb",
               "Yates"]),
    "word": (["Grace", "Hope", "Joy", "Faith", "Rose", "Dawn", "Amber", "Ivy", "Iris", "Pearl", "Holly"],
             ["Will", "Frank", "Bill", "Mark", "Jack"],
             ["Baker", "King", "Young", "Price", "Moss", "Wood", "Hill", "Fox", "Bell", "Page", "Rich",
              "Little", "Long", "Brown", "White", "Green", "Sharp", "Strong", "Cook", "Hunter", "Swift"]),
    "celtic": (["Siobhan", "Niamh", "Aoife", "Ciara", "Eilidh", "Cerys", "Rhiannon", "Bethan"],
               ["Oisin", "Cian", "Ruairi", "Declan", "Fergus", "Gethin", "Rhys", "Dylan"],
               ["O'Brien", "McAllister", "Fitzgerald", "Gallagher", "MacLeod", "Doherty", "Kavanagh",
                "Murray", "Pritchard", "Llewellyn"]),
    "indian": (["Priya", "Ananya", "Kavya", "Lakshmi", "Meenakshi", "Sunita", "Deepa", "Harpreet",
                "Simran", "Anjali", "Pooja", "Farzana", "Nandini", "Revathi", "Sneha", "Divya",
                "Shalini", "Bhavna", "Tanvi", "Ishita"],
               ["Arjun", "Rahul", "Vikram", "Suresh", "Ramesh", "Karthik", "Harjit", "Gurpreet",
                "Imran", "Sandeep", "Venkat", "Arvind", "Manoj", "Abhishek", "Sanjay", "Rohan",
                "Anil", "Prakash", "Nikhil", "Siddharth"],
               ["Sharma", "Iyer", "Reddy", "Nair", "Menon", "Gupta", "Patel", "Desai", "Kulkarni",
                "Chatterjee", "Banerjee", "Singh", "Gill", "Sandhu", "Qureshi", "Ansari",
                "Subramanian", "Pillai", "Rao", "Joshi", "Mehta", "Chowdhury", "Krishnan",
                "Venkataraman", "Bhattacharya", "Hegde"]),
    "za": (["Thandi", "Nomvula", "Lerato", "Zanele", "Palesa", "Busisiwe", "Ntombi", "Anele",
            "Lindiwe", "Naledi", "Marietjie", "Annelie", "Refilwe", "Nokuthula"],
           ["Sipho", "Thabo", "Themba", "Bongani", "Mandla", "Kagiso", "Tshepo", "Lwazi", "Sibusiso",
            "Pieter", "Johan", "Riaan", "Xolani", "Lungile"],
           ["Dlamini", "Nkosi", "Mokoena", "Khumalo", "Ndlovu", "Mahlangu", "Molefe", "Botha",
            "van der Merwe", "Pretorius", "Naidoo", "Govender", "Pillay", "Mthembu", "Sithole",
            "Mabaso", "Radebe", "Jacobs", "Petersen", "Fortuin", "Maseko"]),
    "eastasia": (["Mei Ling", "Xiaoling", "Yan", "Linh", "Huong", "Seo-yeon", "Ji-woo"],
                 ["Wei", "Jun", "Hao", "Minh", "Thanh", "Quang", "Min-jun"],
                 ["Chen", "Wong", "Zhang", "Liu", "Tan", "Lim", "Nguyen", "Tran", "Pham", "Vo", "Kim",
                  "Park", "Choi"]),
    "westafrica": (["Chiamaka", "Ngozi", "Adaeze", "Funmilayo", "Yetunde", "Abimbola"],
                   ["Oluwaseun", "Tunde", "Emeka", "Chidi", "Babatunde", "Kelechi"],
                   ["Okafor", "Adeyemi", "Okonkwo", "Balogun", "Eze", "Nwosu", "Adebayo"]),
    "hispanic": (["Lucia", "Carmen", "Alejandra", "Marisol", "Rosa", "Guadalupe"],
                 ["Diego", "Mateo", "Javier", "Luis", "Rogelio", "Esteban"],
                 ["Ramirez", "Delgado", "Ortega", "Castillo", "Morales", "Fuentes", "Herrera"]),
    "arabsom": (["Fatima", "Aisha", "Layla", "Amina", "Hodan", "Khadija"],
                ["Omar", "Yusuf", "Hamza", "Abdi", "Tariq", "Bilal"],
                ["Haddad", "Al-Sayed", "Farah", "Warsame", "Hassan", "Rahman", "Khalil"]),
    "euro": (["Agnieszka", "Katarzyna", "Eleni", "Giulia", "Francesca", "Ioanna"],
             ["Piotr", "Tomasz", "Marek", "Giorgos", "Marco", "Stavros"],
             ["Kowalski", "Nowak", "Zielinski", "Papadopoulos", "Georgiou", "Russo", "Esposito",
              "Bianchi"]),
    "pacific": (["Maricel", "Rowena", "Aroha", "Mere", "Losana"],
                ["Jomar", "Arnel", "Tamati", "Sione", "Rawiri"],
                ["Santos", "Reyes", "Dela Cruz", "Bautista", "Ngata", "Fifita", "Tuilagi"]),
}

COUNTRY_ORIGINS = {
    "US": [("anglo", 5), ("word", 2), ("hispanic", 3), ("eastasia", 2), ("westafrica", 1),
           ("arabsom", 1), ("euro", 1), ("indian", 1), ("celtic", 1)],
    "UK": [("anglo", 5), ("word", 2), ("celtic", 2), ("indian", 2), ("euro", 1), ("westafrica", 1),
           ("arabsom", 1), ("eastasia", 1)],
    "AU": [("anglo", 5), ("word", 2), ("eastasia", 2), ("euro", 1), ("pacific", 2), ("indian", 1),
           ("celtic", 1)],
    "IN": [("indian", 14), ("anglo", 1)],
    "ZA": [("za", 10), ("anglo", 2), ("word", 1), ("indian", 1)],
}

# ------------------------------------------------------------------ locales
LOC = {
    "US": dict(
        cities=["Larkfield", "Cedar Bluff", "Millhaven", "East Corran", "Pine Hollow", "Westbury Falls",
                "Marlow Springs", "Kestrel Point", "Oakridge Junction", "Fairmont Glen", "Alder Creek",
                "Sumner Ridge"],
        states=[("Ohio", "OH"), ("Oregon", "OR"), ("Texas", "TX"), ("Minnesota", "MN"), ("Arizona", "AZ"),
                ("New Mexico", "NM"), ("Maine", "ME"), ("Kentucky", "KY"), ("Iowa", "IA"),
                ("Wisconsin", "WI"), ("Nebraska", "NE"), ("Vermont", "VT")],
        streets=["Elmwood", "Tanager", "Quarry", "Birchfield", "Heron Lake", "Copperleaf", "Sycamore Bend",
                 "Wexley", "Orchard Hill", "Foxglove"],
        suffix=["Street", "St", "Avenue", "Ave", "Road", "Drive", "Lane", "Court", "Boulevard", "Way"],
        hosp_kinds=["General Hospital", "Medical Center", "Family Clinic", "Community Health Center",
                    "Urgent Care", "Pediatrics", "Regional Medical Center"],
        pharm=["{c} Pharmacy", "Corner Drug {c}", "{c} Rx Pharmacy", "Bluebird Pharmacy", "Maple Leaf Drug"],
        gp="PCP", cur="$", mrn_label=["MRN", "MRN:", "Chart #", "Med Rec No."],
        plan_label=["Member ID", "Member #", "Policy #", "Subscriber ID"],
        ssn_label=["SSN", "SS#", "Social Security no."],
        dmy=False),
    "UK": dict(
        cities=["Hollinsby", "Pendlecroft", "Ashworth Green", "Lower Brantham", "Thornley Bridge",
                "Castlemere", "Fenwick Vale", "Radleigh", "Stowbury", "Kirkhaven", "Marrowfield",
                "Edgecombe"],
        states=[],
        streets=["Gorse", "Wellesden", "Ropewalk", "Cobbler's", "Rookery", "Vicarage", "Tannery",
                 "Lime Kiln", "Malting", "Saxby"],
        suffix=["Road", "Street", "Lane", "Close", "Crescent", "Way", "Gardens", "Terrace", "Grove"],
        hosp_kinds=["Road Surgery", "Health Centre", "Medical Practice", "Royal Infirmary",
                    "General Hospital", "Community Hospital", "Walk-in Centre"],
        pharm=["{c} Pharmacy", "Hartley's Chemist", "{c} Chemists", "Oakwell Pharmacy", "Penfold Pharmacy"],
        gp="GP", cur="\u00a3", mrn_label=["Hosp No.", "Hospital no", "RN:", "Unit no."],
        plan_label=["Membership no.", "Policy no.", "Scheme no."],
        ssn_label=["NI no.", "NI number", "National Insurance no."],
        dmy=True),
    "AU": dict(
        cities=["Wattle Creek", "Banksia Heights", "Coorabin", "Murrawee", "Port Ellery", "Gindaroo",
                "Yallamby", "Karrinup", "Tarrengower Flat", "Bellarine Ridge"],
        states=[("New South Wales", "NSW"), ("Queensland", "QLD"), ("Western Australia", "WA"),
                ("Tasmania", "TAS"), ("Northern Territory", "NT")],
        streets=["Jacaranda", "Coolabah", "Grevillea", "Brolga", "Ironbark", "Kookaburra", "Waratah",
                 "Bottlebrush", "Marri", "Mulga"],
        suffix=["Street", "St", "Road", "Rd", "Avenue", "Parade", "Crescent", "Place", "Drive"],
        hosp_kinds=["Medical Centre", "Base Hospital", "Family Practice", "Community Health",
                    "District Hospital", "Health Service"],
        pharm=["{c} Pharmacy", "{c} Chemist", "Saltbush Pharmacy", "Harbourside Chemist"],
        gp="GP", cur="$", mrn_label=["UR", "UR no.", "URN", "MRN"],
        plan_label=["Medicare no.", "Medicare card", "Member no.", "Fund ID"],
        ssn_label=["TFN", "tax file no."],
        dmy=True),
    "IN": dict(
        cities=["Kesarpur", "Devgiri Nagar", "Shantipuram", "Navalgund East", "Ramtekdi", "Vellapalli",
                "Sonarpur Kalan", "Chandanwadi", "Tirumalai Pet", "Haripura"],
        states=[("Karnataka", "KA"), ("Maharashtra", "MH"), ("Tamil Nadu", "TN"), ("Kerala", "KL"),
                ("Telangana", "TS"), ("West Bengal", "WB"), ("Gujarat", "GJ")],
        streets=["Gulmohar", "Ashoka", "Nehru", "Temple", "Mill", "Station", "Lakeview", "Banyan",
                 "Tank Bund", "Mango Grove"],
        suffix=["Road", "Marg", "Street", "Cross", "Main Road", "Layout", "Nagar Road"],
        hosp_kinds=["District Hospital", "Nursing Home", "Multispeciality Hospital", "PHC",
                    "Clinic", "Medical College Hospital", "Urban Health Centre"],
        pharm=["{c} Medicals", "Kavya Medicals", "Sri Balaji Pharma", "Jan Seva Medical Store",
               "Aarogya Chemists"],
        gp="family doctor", cur="Rs ", mrn_label=["UHID", "OP no.", "IP no.", "Reg. no."],
        plan_label=["Policy No.", "Card no.", "Beneficiary ID", "TPA ID"],
        ssn_label=["Aadhaar", "Aadhaar no.", "Aadhaar card"],
        dmy=True),
    "ZA": dict(
        cities=["Umthombo", "Kleinfontein", "Esikhaleni Park", "Rietvallei", "Mooiberg", "KwaNdlovu",
                "Doringkloof", "Ntsikeni", "Vaalwater Oos", "Sonskyn"],
        states=[("Gauteng", "GP"), ("Western Cape", "WC"), ("KwaZulu-Natal", "KZN"), ("Eastern Cape", "EC"),
                ("Limpopo", "LP"), ("Free State", "FS")],
        streets=["Protea", "Kiepersol", "Msinsi", "Jakaranda", "Vygie", "Umdoni", "Aloe", "Kameeldoring",
                 "Tambotie", "Mopane"],
        suffix=["Street", "Road", "Avenue", "Crescent", "Close", "Drive", "Laan"],
        hosp_kinds=["Clinic", "Community Health Centre", "Provincial Hospital", "Day Hospital",
                    "District Hospital", "Medical Centre"],
        pharm=["{c} Pharmacy", "Dlamini Pharmacy", "Sonbesie Apteek", "Ubuntu Pharmacy",
               "Lowveld Chemist"],
        gp="GP", cur="R", mrn_label=["Folder no.", "Hosp no.", "File no.", "Patient no."],
        plan_label=["Medical aid no.", "Membership no.", "Scheme no."],
        ssn_label=["ID no.", "SA ID", "ID number"],
        dmy=True),
}

SAINTS = ["Agatha", "Brigid", "Columba", "Anselm", "Ninian", "Dunstan", "Aidan", "Kentigern", "Hilda"]
HOSP_INVENT = ["Riverbend", "Lakeside", "Greywater", "Sunhill", "Kingsmere", "Northgate", "Hawthorne",
               "Silverbirch", "Brightwater", "Meadowvale", "Shanti", "Sri Lakshmi", "Arogya", "Ubuntu",
               "Sunningdale", "Jubilee"]
WARDS = ["Jasmine Ward", "Kingfisher Ward", "Lotus Ward", "Acacia Ward", "Nightingale Unit",
         "Protea Ward", "Banksia Ward", "Marigold Ward", "Heron Unit", "Willow Ward"]
EMPLOYERS = ["Kessler Logistics", "Brightwater Foods", "Tarawa Mining", "Nandi Textiles",
             "Orbital Call Solutions", "Redgum Constructions", "Halverson Steel", "Pinecrest Dairy",
             "Sunvale Packaging", "Kasturi Garments", "Ridgeline Transport", "Moyo Security Services",
             "Bluewave Cleaning", "Copperhead Engineering", "Lindqvist Bakeries", "Apex Freight Lines",
             "Marula Retail", "Sahyadri Software", "Thornbury Care Group", "Gannet Fisheries"]
COUNCILS = ["{c} Borough Council", "{c} Municipality", "{c} Shire Council", "{c} County Schools"]
SCHOOLS = ["Brookfield Primary School", "St Columba's High School", "Vidya Niketan School",
           "Hoerskool Rietvallei", "Larchmont Elementary", "Wattle Grove Public School",
           "Kestrel Academy", "Greenhaven Middle School", "Sunrise Convent School",
           "Umthombo Secondary School", "Fernside Infant School", "Tallowwood State School"]
CHURCHES = ["Grace Community Church", "St Ninian's Parish", "Zion Christian Fellowship",
            "New Life Tabernacle", "Shri Ganesh Mandir Trust", "Masjid Al-Noor"]
INSURERS = ["Crestline Health Plan", "Umoya Medical Scheme", "Suraksha General Insurance",
            "Harbour Mutual Health", "Keystone Benefit Trust", "Sentinel Care Fund"]
CHARITIES = ["Carers Connect", "Sunrise Home Support", "Thuthuka Home Based Care",
             "Asha Mitra Foundation", "Open Door Respite", "Bluebell Hospice at Home"]
LANDMARKS = ["the Dunmore clock tower", "Riverside Mall", "Kestrel House", "the old Majestic cinema",
             "Ashgrove Community Hall", "the Sonskyn taxi rank", "Hanuman temple tank", "Gatehouse Plaza",
             "Block C, Marlowe Court", "the Jubilee water tower", "Nkululeko Hall", "Eastgate shops"]
COUNTRIES = ["Portugal", "Kenya", "Sri Lanka", "Zimbabwe", "Philippines", "Poland", "Nigeria",
             "Vietnam", "Canada", "Mexico", "Ireland", "New Zealand", "Bangladesh", "Somalia",
             "Thailand", "Greece", "Malawi", "Fiji", "Jamaica", "Nepal", "Lesotho", "Brazil"]
PROFESSIONS = ["bus driver", "welder", "teacher", "nurse", "electrician", "cashier", "farm worker",
               "software engineer", "security guard", "cleaner", "taxi driver", "miner",
               "call centre agent", "chef", "plumber", "hairdresser", "accountant", "forklift operator",
               "construction worker", "tailor", "domestic worker", "sales assistant", "warehouse picker",
               "carpenter", "baker", "mechanic", "police officer", "postman", "lecturer", "farmer",
               "fisherman", "auto-rickshaw driver", "street vendor", "IT consultant", "paralegal",
               "childminder", "delivery rider", "bricklayer", "school cook", "truck driver",
               "hotel receptionist", "shelf stacker", "data entry clerk", "gardener", "painter and decorator"]
OCC_JOBS = ["Forklift operator", "Warehouse operative", "Machine operator", "Line supervisor",
            "Heavy goods vehicle driver", "Scaffolder", "Laboratory technician", "Care assistant",
            "Underground miner", "Electrician", "Welder", "Call centre agent", "Kitchen porter",
            "Security officer", "Delivery driver", "Night-shift packer", "Crane operator",
            "Cleaner", "Painter", "Boilermaker"]

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
MON3 = [m[:3] for m in MONTHS]
WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD3 = [w[:3] for w in WD]
HOLIDAYS = {"US": ["Thanksgiving", "Christmas", "Labor Day", "New Year's Day", "Memorial Day"],
            "UK": ["Christmas", "Boxing Day", "Easter Monday", "New Year's Day", "Easter"],
            "AU": ["Australia Day", "Anzac Day", "Christmas", "Boxing Day", "Easter"],
            "IN": ["Diwali", "Holi", "Pongal", "Eid", "Onam", "Christmas"],
            "ZA": ["Heritage Day", "Freedom Day", "Christmas", "Eid", "Youth Day", "Easter"]}


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return f"{n}th"
    return f"{n}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th') }"


_ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
         "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
         "nineteen"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return _ONES[n]
    if n < 100:
        return _TENS[n // 10] + ("" if n % 10 == 0 else "-" + _ONES[n % 10])
    return "one hundred" + ("" if n == 100 else " and " + words(n - 100))


def fmt_date(d, style, dmy):
    m, dd, y = d.month, d.day, d.year
    if style == "full":
        return f"{dd:02d}/{m:02d}/{y}" if dmy else f"{m:02d}/{dd:02d}/{y}"
    if style == "short":
        return f"{dd}/{m}/{y % 100:02d}" if dmy else f"{m}/{dd}/{y % 100:02d}"
    if style == "dm":
        return f"{dd}/{m}" if dmy else f"{m}/{dd}"
    if style == "long":
        return f"{dd} {MONTHS[m - 1]} {y}" if dmy else f"{MONTHS[m - 1]} {dd}, {y}"
    if style == "mon":
        return f"{dd} {MON3[m - 1]}" if dmy else f"{MON3[m - 1]} {dd}"
    if style == "wd_dm":
        return f"{WD3[d.weekday()]} {dd}/{m}" if dmy else f"{WD3[d.weekday()]} {m}/{dd}"
    if style == "wd_long":
        return f"{WD[d.weekday()]} {dd} {MONTHS[m - 1]}" if dmy else f"{WD[d.weekday()]}, {MONTHS[m - 1]} {dd}"
    if style == "ord":
        return f"{ordinal(dd)} {MONTHS[m - 1]}" if dmy else f"{MONTHS[m - 1]} {ordinal(dd)}"
    if style == "my":
        return f"{MONTHS[m - 1]} {y}"
    if style == "y":
        return str(y)
    if style == "wd":
        return WD[d.weekday()]
    if style == "iso":
        return f"{y}-{m:02d}-{dd:02d}"
    if style == "dot":
        return f"{dd:02d}.{m:02d}.{y}"
    if style == "dmon_y":
        return f"{dd:02d}-{MON3[m - 1]}-{y}"
    if style == "month":
        return MONTHS[m - 1]
    raise ValueError(style)


def d_add(d, k):
    return d + datetime.timedelta(days=k)
