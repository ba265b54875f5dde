"""Core helpers for the dev54_en generator: PHI markers, rendering, pools, formats.

Everything here is invented for the deidq project (CC0-1.0).
A PHI value is embedded in template text as \x01TYPE\x02value\x03 and turned into
an offset span by render().
"""
import datetime as dt
import re

LABEL_OF = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}

MARK_RE = re.compile("\x01([A-Z_]+)\x02(.*?)\x03", re.S)


def m(t, v):
    assert t in LABEL_OF, t
    v = str(v)
    assert v == v.strip() and v, repr(v)
    return "\x01%s\x02%s\x03" % (t, v)


def plain(s):
    return MARK_RE.sub(lambda mo: mo.group(2), s)


def vlen(s):
    return len(plain(s))


def ljust(s, w):
    return s + " " * max(0, w - vlen(s))


def map_plain(s, fn):
    """Apply fn to the non-PHI parts of a marked string."""
    out, pos = [], 0
    for mo in MARK_RE.finditer(s):
        out.append(fn(s[pos:mo.start()]))
        out.append(mo.group(0))
        pos = mo.end()
    out.append(fn(s[pos:]))
    return "".join(out)


def map_values(s, fn, types):
    def rep(mo):
        if mo.group(1) in types:
            return m(mo.group(1), fn(mo.group(2)))
        return mo.group(0)
    return MARK_RE.sub(rep, s)


def render(s):
    text, spans, pos = [], [], 0
    n = 0
    for mo in MARK_RE.finditer(s):
        chunk = s[pos:mo.start()]
        assert "\x01" not in chunk and "\x02" not in chunk and "\x03" not in chunk
        text.append(chunk)
        n += len(chunk)
        val = mo.group(2)
        spans.append({"start": n, "end": n + len(val), "label": LABEL_OF[mo.group(1)],
                      "type": mo.group(1), "text": val})
        text.append(val)
        n += len(val)
        pos = mo.end()
    tail = s[pos:]
    assert "\x01" not in tail and "\x03" not in tail
    text.append(tail)
    return "".join(text), spans


def table(rows, sep=" | ", border=True):
    """rows: list of lists of (possibly marked) cell strings -> pipe table."""
    w = [max(vlen(r[i]) for r in rows) for i in range(len(rows[0]))]
    lines = []
    for k, r in enumerate(rows):
        cells = [ljust(c, w[i]) for i, c in enumerate(r)]
        line = sep.join(cells).rstrip()
        if border:
            line = "| " + sep.join(cells) + " |"
        lines.append(line)
        if k == 0 and border:
            lines.append("|" + "|".join("-" * (x + 2) for x in w) + "|")
    return "\n".join(lines)


def aligned(rows, gap=2):
    w = [max(vlen(r[i]) for r in rows) for i in range(len(rows[0]))]
    return "\n".join("".join(ljust(c, w[i] + gap) if i < len(r) - 1 else c
                             for i, c in enumerate(r)).rstrip() for r in rows)


def typo_fn(rng, rate):
    def f(seg):
        if rate <= 0:
            return seg
        def rep(mo):
            w = mo.group(0)
            if len(w) < 5 or rng.random() > rate:
                return w
            i = rng.randrange(1, len(w) - 2)
            k = rng.random()
            if k < 0.5:
                return w[:i] + w[i + 1] + w[i] + w[i + 2:]
            if k < 0.75:
                return w[:i] + w[i + 1:]
            return w[:i] + w[i] + w[i:]
        return re.sub(r"[A-Za-z]+", rep, seg)
    return f


# ---------------------------------------------------------------- numbers / words
_ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
_TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()


def words(n):
    if n < 20:
        return _ONES[n]
    if n < 100:
        return _TENS[n // 10] + ("" if n % 10 == 0 else "-" + _ONES[n % 10])
    return "one hundred" + ("" if n == 100 else " and " + words(n - 100))


# ---------------------------------------------------------------- dates
MONTHS = "January February March April May June July August September October November December".split()
WD = "Monday Tuesday Wednesday Thursday Friday Saturday Sunday".split()


def ordinal(d):
    if 11 <= d % 100 <= 13:
        return "%dth" % d
    return "%d%s" % (d, {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th"))


def fmt_date(d, style):
    mo, mon = MONTHS[d.month - 1], MONTHS[d.month - 1][:3]
    wd, wds = WD[d.weekday()], WD[d.weekday()][:3]
    return {
        "dmy": "%02d/%02d/%d" % (d.day, d.month, d.year),
        "dmy1": "%d/%d/%d" % (d.day, d.month, d.year),
        "dmy2": "%02d/%02d/%02d" % (d.day, d.month, d.year % 100),
        "dmy12": "%d/%d/%02d" % (d.day, d.month, d.year % 100),
        "dmy_dot": "%02d.%02d.%d" % (d.day, d.month, d.year),
        "dmy_dot2": "%d.%d.%02d" % (d.day, d.month, d.year % 100),
        "dmy_dash": "%02d-%02d-%d" % (d.day, d.month, d.year),
        "d_mon_y": "%d %s %d" % (d.day, mon, d.year),
        "d_mon_y2": "%02d %s %02d" % (d.day, mon, d.year % 100),
        "d_month_y": "%d %s %d" % (d.day, mo, d.year),
        "dth_month_y": "%s %s %d" % (ordinal(d.day), mo, d.year),
        "dth_of_month_y": "%s of %s %d" % (ordinal(d.day), mo, d.year),
        "d_mon_y_dash": "%02d-%s-%d" % (d.day, mon, d.year),
        "D_MON_Y": "%02d-%s-%d" % (d.day, mon.upper(), d.year),
        "DMONY": "%02d%s%d" % (d.day, mon.upper(), d.year),
        "iso": "%d-%02d-%02d" % (d.year, d.month, d.day),
        "ymd_slash": "%d/%02d/%02d" % (d.year, d.month, d.day),
        "mdy_long": "%s %d, %d" % (mo, d.day, d.year),
        "mdy_abbr": "%s %d, %d" % (mon, d.day, d.year),
        "mdy_abbr_dot": "%s. %d, %d" % (mon, d.day, d.year) if mon != "May" else "May %d, %d" % (d.day, d.year),
        "wd_dmy": "%s %02d/%02d/%d" % (wds, d.day, d.month, d.year),
        "wd_long": "%s %d %s %d" % (wd, d.day, mo, d.year),
        "wd_long_c": "%s, %d %s %d" % (wd, d.day, mo, d.year),
        "wd_mdy": "%s, %s %d, %d" % (wd, mo, d.day, d.year),
        "wd_dm": "%s %d/%d" % (wds, d.day, d.month),
        "wd_d_mon": "%s %d %s" % (wds, d.day, mon),
        "month_y": "%s %d" % (mo, d.year),
        "mon_y": "%s %d" % (mon, d.year),
        "mon_y_dash": "%s-%02d" % (mon, d.year % 100),
        "mm_yyyy": "%02d/%d" % (d.month, d.year),
        "year": "%d" % d.year,
        "dm": "%d/%d" % (d.day, d.month),
        "ddmm": "%02d/%02d" % (d.day, d.month),
        "d_month": "%d %s" % (d.day, mo),
        "d_mon": "%d %s" % (d.day, mon),
        "dth_month": "%s %s" % (ordinal(d.day), mo),
        "month_d": "%s %d" % (mo, d.day),
        "mon_d": "%s %d" % (mon, d.day),
        "weekday": wd,
        "wds": wds,
        "month": mo,
    }[style]


FULL_STYLES = {
    "GB": ["dmy", "dmy", "dmy", "d_mon_y", "d_month_y", "dmy2", "d_mon_y_dash", "dth_month_y", "dmy_dot", "D_MON_Y"],
    "IE": ["dmy", "dmy", "d_month_y", "dth_month_y", "dth_of_month_y", "dmy_dot", "dmy2", "d_mon_y"],
    "ZA": ["ymd_slash", "ymd_slash", "dmy", "dmy", "iso", "d_month_y", "d_mon_y", "dmy_dash"],
    "AU": ["dmy", "dmy", "dmy1", "dmy12", "d_mon_y", "d_month_y", "dmy_dot2", "D_MON_Y"],
    "NZ": ["dmy", "dmy", "dmy1", "d_month_y", "d_mon_y", "dmy12", "dmy_dot"],
    "CA": ["iso", "iso", "mdy_long", "mdy_abbr", "ymd_slash", "dmy", "d_mon_y", "mdy_abbr_dot", "DMONY"],
}
SHORT_STYLES = {
    "GB": ["dm", "ddmm", "d_mon", "wd_dm", "dth_month", "d_month"],
    "IE": ["dm", "d_month", "dth_month", "d_mon"],
    "ZA": ["dm", "d_mon", "d_month"],
    "AU": ["dm", "ddmm", "d_mon", "wd_dm", "wd_d_mon"],
    "NZ": ["dm", "d_mon", "wd_d_mon", "d_month"],
    "CA": ["mon_d", "month_d", "ddmm", "wd_d_mon"],
}


# ---------------------------------------------------------------- pools
FIRST = {
    "GB": ("Oliver George Harry Jack Noah Mohammed Rohan Kwame Tomasz Rhys Callum Yusuf Gurpreet Harjit Chidi Olumide Wei "
           "Dylan Kieran Lewis Derek Trevor Norman Brian Alfie Reuben Tariq Imran Dariusz Ade Emeka Stuart Graham Clive Keith "
           "Malcolm Desmond Winston Errol Declan Fergus Hamza Ibrahim Ravi Arjun Marek Bogdan Ifan Gethin Euan Hamish",
           "Amelia Isla Ava Mia Grace Aisha Priya Adaeze Agnieszka Siobhan Cerys Eilidh Fatima Zainab Ewa Deepa Mei Niamh Freya "
           "Bethan Maureen Pauline Glenys Dorothy Sheila Jean Brenda Carol Janice Shabana Nasreen Rukhsana Parveen Kiran Simran "
           "Harpreet Chiamaka Folasade Precious Abena Ioana Lucja Morag Kirsty Rhiannon Lowri Sian Tamsin Jade Chantelle Kayleigh"),
    "IE": ("Padraig Pádraig Seán Sean Cian Oisín Darragh Eoin Colm Ciarán Dónal Tadhg Declan Noel Brendan John Michael Patrick "
           "Andrius Oluwaseun Diarmuid Fiachra Ruairí Cathal Niall Shane Barry Gerard Liam Conor Tomás Mícheál Dermot Finbarr "
           "Mantas Piotr Rafał Vasile Kofi",
           "Aoife Siobhán Ciara Caoimhe Saoirse Gráinne Niamh Orla Máire Bríd Fionnuala Deirdre Margaret Kathleen Mary Sinéad "
           "Éabha Clodagh Róisín Nuala Úna Eileen Bernadette Philomena Imelda Raluca Jadwiga Ifeoma Treasa Méabh Aisling "
           "Laoise Eimear Sorcha Maeve Ailbhe Dervla"),
    "ZA": ("Sipho Thabo Themba Tumelo Kagiso Mpho Bongani Sibusiso Ayanda Pieter Johan Riaan Hennie Yusuf Rajesh Vusi Xolani "
           "Andile Ruan Lwazi Siyabonga Mandla Lungile Tshepo Katlego Lesego Neo Dumisani Jaco Wikus Gerhard Francois Dirk "
           "Faizel Ebrahim Shaun Kurt Clinton Prakash Devan Kamogelo Sello Musa Tinashe Farai Tendai",
           "Nomvula Thandiwe Lindiwe Zanele Busisiwe Lerato Refilwe Palesa Nandi Annelie Marietjie Charmaine Shireen Fatima "
           "Kavitha Prenisha Nokuthula Chantelle Nosipho Thandeka Zodwa Nonhlanhla Mbali Ntombi Dineo Boitumelo Karabo "
           "Naledi Elmarie Riana Hester Sunelle Anri Nazeema Rukshana Thashni Desiree Bronwyn Rutendo Chipo"),
    "AU": ("Jack Lachlan Mitchell Darren Shane Jarrah Corey Wayne Trent Beau Minh Giuseppe Dimitri Ahmad Ravi Brodie Cooper "
           "Hayden Kane Rhys Tyson Dale Graeme Barry Kevin Ian Bradley Nathan Jayden Luca Marco Nikos Tuan Quang Hassan "
           "Mustafa Amit Vikram Ezra Lachie Riley Kai Bryce Col Bruce",
           "Charlotte Matilda Brooke Kylie Tegan Bree Kirra Talia Jedda Narelle Bronwyn Lan Maria Eleni Zahra Anjali Rhiannon "
           "Tahlia Ngaire Shanelle Jess Kayla Courtney Leanne Tracey Sharon Debbie Jodie Skye Indi Mackenzie Georgia Chloe "
           "Thu Hoa Giulia Despina Mariam Layla Sunita Ashleigh Carly Kristy Deb Marlene Raelene"),
    "NZ": ("Wiremu Hemi Tama Rawiri Rāwiri Kahu Manaia Rangi Tāne Hohepa Tipene Ihaia Sione Siosaia Tevita Tavita Sefo Iosefa "
           "Siaosi Viliami Teina Seru Hamish Angus Campbell Tui Nikau Matiu Pita Paora Mikaere Tamati Fetu Lagi Semisi Feleti "
           "Taniela Losaline Aperahama Kerehi Ropata Brent Craig Jason",
           "Aroha Mere Ngaio Hine Anahera Huia Pania Kiri Mihi Māia Whetu Mele Losa Sina Malia Leilani Lupe Salote Ofa ʻOfa "
           "Mata Tere Litia Vilisi Ateca Sarah Fiona Bridget Moana Ana Tania Marama Rawinia Kahurangi Ngaire Hinemoa Te Aroha "
           "Manaaki Lesieli Vaiola Seini Fuimaono Talia Selina"),
    "CA": ("Jean-François Gilles Réjean Lucien Yvon Harold Earl Gordon Walter Lorne Raj Stanisław Giovanni Farhan Marcel "
           "Gaston Normand Rosaire Clément Benoît Donald Kenneth Wilfred Elmer Murray Ross Douglas Baljit Gurdeep Kwok-Wah "
           "Wing Henryk Taras Bohdan Ahmed Dariush Ovide Euclide Armand Fernand Leonard",
           "Émilie Marie-Claude Ginette Denise Hélène Thérèse Margaret Doris Mildred Phyllis Irene Agnes Harpreet Mei-Ling "
           "Olga Natalia Leila Huguette Jeannine Solange Monique Lise Francine Pierrette Gisèle Yvette Gladys Edna Myrtle "
           "Lorraine Shirley Verna Eleanor Bernice Lucille Hazel Parminder Mee-Yin Oksana Halyna Nadia Rosalie Germaine"),
}
LAST = {
    "GB": ("Thompson Robinson Wright Hughes Patel Khan Begum Ahmed Hussain Chowdhury Evans Llewellyn MacLeod McAllister "
           "Okonkwo Adeyemi Mensah Kowalski Nowak Wiśniewska Fraser Sutherland Pritchard Ashworth Haworth Greenhalgh "
           "Shackleton Bains Sandhu Dhillon Gill Nwosu Campbell-Hart ffrench Smyth-Owen Oyelaran Mahmood Rashid Akhtar "
           "Iqbal Lindqvist Petrescu Baptiste Da Silva Ó Briain Featherstone Winterbottom Ackroyd Blenkinsop Cadwallader "
           "Threlfall Pennington Ramsbottom Szymańska Jankowski Oduya Boateng Asante Gunawardena Wickramasinghe Le Roux "
           "O'Hagan McGillivray Buchanan-Reid Ap Gwilym Morgan-Jones Tennant Ogunleye"),
    "IE": ("O'Sullivan Ó Súilleabháin Ní Bhriain Mac Cárthaigh Fitzgerald Kavanagh McNamara Dunne Brennan Moloney "
           "Ó Ceallaigh Ní Mhurchú Quinlan Lynch Keogh Mulcahy Hegarty Breathnach de Búrca Mac Giolla Phádraig Twomey "
           "Lenihan O'Dwyer Walsh Cullinane Kazlauskas Popescu Ó Donnchadha Nic Gearailt Ryan Cosgrave Geraghty Hennessy "
           "McGrath Ó Murchú Ní Chonaill Doherty Gallagher Mac Suibhne Fennelly Phelan Costigan Treacy Ó Riain Kinsella "
           "Dempsey Shanahan Nolan Wiśniewski Adebayo Ó Laoire Mac an tSaoir"),
    "ZA": ("Dlamini Ndlovu Mthembu Khumalo Nkosi Mokoena Molefe Sithole Zulu Mahlangu Mabaso Radebe van der Merwe Botha "
           "du Plessis Jansen van Rensburg Pretorius de Villiers van Wyk Nel Steenkamp Naidoo Pillay Govender Moodley Reddy "
           "Adams Petersen Jacobs Abrahams Hendricks Isaacs Mbatha Ngcobo Tshabalala Maluleke Baloyi Mathebula Modise "
           "Letsoalo Makhubela Cele Shabalala Mkhize Ntuli Coetzee Swanepoel Vermeulen Oosthuizen le Roux van Zyl Booysen "
           "Davids Salie Chetty Singh Maharaj Mudau Nemavhola Chauke Sibanda Moyo"),
    "AU": ("Nguyen Tran Le Papadopoulos Kostakis Di Stefano Russo Murray Campbell Kennedy Walker Bennett McKenzie Hargreaves "
           "Kowalczyk Singh Sharma Wong Chen Lim Jamieson Watson Roberts Baker Jones-Wilson Abdullah Hussein Kaur O'Loughlin "
           "Fitzsimmons Tuckwell Dunstan Cartwright Pemberton Vella Camilleri Borg Zammit Karagiannis Stavropoulos "
           "Pham Hoang Vo Costa Ferraro Lombardi Haddad Saleh Mansour Thorburn McMahon Gillespie Riordan Doolan "
           "Van den Berg Kerr-Whitfield"),
    "NZ": ("Ngata Parata Te Rangi Tipene Hēnare Rāwiri Tamihana Poutama Waaka Kereama Te Hira Paewai Herewini Tukukino "
           "Rangihuna Wihongi Te Awa Kingi Mānuera Faleolo Leota Fa'amausili Aumua Toleafoa Sapolu Ioane Fifita Taufa Vaipulu "
           "Tupou Havili Kioa ʻOtai Tangaroa Marsters Ratuvou Naivalu Tuivaga Lauina Pouono Saufo'i Matagi Mackay Barrett "
           "Hollis Sinclair Ruawai Te Kani Pōhatu Whaanga Moana Tautahi Ah Chee Lemalu Pulotu Vainikolo Lolohea Taione "
           "Mahe Aperahama Tuhiwai Kawhia-Smith"),
    "CA": ("Tremblay Gagnon Bouchard Côté Gauthier Bélanger Lévesque Pelletier Ste-Marie Saint-Onge MacIsaac MacDonald "
           "Fraser Stewart Kowalchuk Hrynyk Sawatzky Friesen Penner Dhaliwal Grewal Sidhu Chan Leung Wong Kovač "
           "Laframboise Desrosiers Beauchemin Thibodeau O'Neil Cardinal Whitford Lavallée Boudreau LeBlanc Arsenault "
           "Doucet Cormier Chiasson Fehr Klassen Wiebe Ouellette Paquette Dubois Morin Nadeau Boisvert McAuley "
           "Szczepański Bergeron St-Pierre Van der Meulen Ng Lau MacNeil Gallant"),
}
MULTI = set("van der Merwe|du Plessis|Jansen van Rensburg|de Villiers|van Wyk|le Roux|van Zyl|Ó Súilleabháin|Ní Bhriain|"
            "Mac Cárthaigh|Ó Ceallaigh|Ní Mhurchú|de Búrca|Mac Giolla Phádraig|Ó Donnchadha|Nic Gearailt|Ó Murchú|Ní Chonaill|"
            "Mac Suibhne|Ó Riain|Ó Laoire|Mac an tSaoir|Di Stefano|Te Rangi|Te Hira|Te Awa|Te Kani|Ah Chee|Da Silva|Ó Briain|"
            "Le Roux|Ap Gwilym|Van den Berg|Van der Meulen".split("|"))


def _split(s):
    """split a pool string on spaces but keep multi-word surnames together"""
    toks, out, i = s.split(" "), [], 0
    while i < len(toks):
        done = False
        for n in (4, 3, 2):
            cand = " ".join(toks[i:i + n])
            if cand in MULTI:
                out.append(cand)
                i += n
                done = True
                break
        if not done:
            out.append(toks[i])
            i += 1
    return out


FIRST_M = {k: v[0].split() for k, v in FIRST.items()}
FIRST_F = {k: [x for x in v[1].split()] for k, v in FIRST.items()}
# "Te Aroha" as a first name
FIRST_F["NZ"] = [x for x in FIRST_F["NZ"] if x not in ("Te", "Aroha")] + ["Aroha", "Te Aroha"]
LASTS = {k: _split(v) for k, v in LAST.items()}

# neighbouring locales for mixing staff/relatives
MIX = {"GB": ["GB"] * 6 + ["IE", "ZA", "AU", "NZ"], "IE": ["IE"] * 6 + ["GB", "ZA"],
       "ZA": ["ZA"] * 7 + ["GB"], "AU": ["AU"] * 6 + ["GB", "NZ", "IE"],
       "NZ": ["NZ"] * 7 + ["GB", "AU"], "CA": ["CA"] * 7 + ["GB", "IE"]}


class Person:
    def __init__(self, rng, loc, sex=None, last=None):
        self.loc = loc
        self.sex = sex or rng.choice("MF")
        pool = FIRST_M[loc] if self.sex == "M" else FIRST_F[loc]
        self.first = rng.choice(pool)
        self.last = last or rng.choice(LASTS[loc])
        self.mid = rng.choice("ABCDEFGHIJKLMNOPRSTW") if rng.random() < 0.3 else None
        self.nick = None

    @property
    def full(self):
        return "%s %s" % (self.first, self.last)

    def initials(self, dots=True):
        f = [c for c in self.first if c.isalpha()][0].upper()
        toks = self.last.split()
        tok = toks[-1] if toks[0][0].islower() or toks[0] in ("Ó", "Ní", "Nic", "Mac", "Te", "Ap") else toks[0]
        l = [c for c in tok if c.isalpha()][0].upper()
        return "%s.%s." % (f, l) if dots else "%s%s" % (f, l)

    def title(self, rng, married=None):
        if self.sex == "M":
            return "Mr"
        return rng.choice(["Mrs", "Ms", "Ms", "Miss"])


CITY_PARTS = {
    "GB": (["Ashby", "Kettle", "Thornle", "Marsh", "Bramble", "Hollin", "Wick", "Stanbr", "Ormes", "Bexle", "Harrow", "Alder",
            "Coldh", "Longm", "Kingsw", "Much Wen", "Little Sax", "Over Hal", "Nether Cor", "Upper Brom", "Great Tew", "Fen",
            "Crow", "Otter", "Raven", "Sel", "Mill", "Brad", "Scar"],
           ["ford", "bury", "ton", "ley", "wick", "worth", "ham", "field", "by", "stead", "borough", "combe", "thorpe", "dale"]),
    "IE": (["Bally", "Kil", "Clon", "Drum", "Carrick", "Knock", "Lis", "Derry", "Rath", "Tully", "Glen", "Ard", "Mullin",
            "Inch", "Cappa", "Ennis"], ["more", "beg", "anny", "owen", "glass", "tullagh", "roe", "keel", "brack", "naheeny",
                                         "derrig", "curragh", "garriff", "lusk", "colman"]),
    "ZA": (["Klein", "Groot", "Nieu", "Rooi", "Wit", "Suur", "Blou", "Droog", "Soet", "Kwa", "eMa", "Mbo", "Lange"],
           ["fontein", "kloof", "rivier", "dal", "berg", "bosch", "vlei", "kop", "drift", "ndaba", "thiza", "hlanzeni", "wane"]),
    "AU": (["Wattle", "Coolabah", "Brigalow", "Mulga", "Tinder", "Kookaburra", "Emu", "Gidgee", "Spinifex", "Ironbark",
            "Quartz", "Dingo", "Budgeree", "Wirri", "Yalka", "Ngarru", "Minyi", "Warra"],
           [" Creek", " Flat", " Downs", " Springs", " Crossing", " Gully", " Well", "rri", "pa", "mba", "long", " Bore"]),
    "NZ": (["Wai", "Rangi", "Roto", "Manga", "Ōhau", "Kai", "Mata", "Pae", "Tara", "Ōta", "Puke", "Te Awa", "Port Eve", "Glenmur"],
           ["roa", "kino", "tahi", "nui", "tere", "whiti", "puna", "kawa", "ora", "rau", "hina", "moko", "lyn", "ray"]),
    "CA": (["Pine ", "Maple ", "North Kettle ", "Saint-Ambroise-de-", "Rivière-aux-", "Lac-", "Spruce ", "Beaver ", "Port ",
            "East ", "Sainte-Cécile-de-", "Grand-"],
           ["Hollow", "Bluff", "Lake", "Saules", "Brûlé", "Falls", "Harbour", "Mills", "Ridge", "Landing", "Bois", "Forks"]),
}
STATES = {
    "AU": [("NT", "Northern Territory"), ("QLD", "Queensland"), ("WA", "Western Australia"), ("NSW", "New South Wales"),
           ("SA", "South Australia"), ("VIC", "Victoria"), ("TAS", "Tasmania")],
    "CA": [("ON", "Ontario"), ("QC", "Quebec"), ("MB", "Manitoba"), ("SK", "Saskatchewan"), ("NB", "New Brunswick"),
           ("NS", "Nova Scotia"), ("AB", "Alberta"), ("BC", "British Columbia")],
    "ZA": [("GP", "Gauteng"), ("WC", "Western Cape"), ("KZN", "KwaZulu-Natal"), ("EC", "Eastern Cape"), ("LP", "Limpopo"),
           ("MP", "Mpumalanga"), ("FS", "Free State"), ("NW", "North West")],
    "NZ": [("", "Waikato"), ("", "Northland"), ("", "Bay of Plenty"), ("", "Manawatū-Whanganui"), ("", "Hawke's Bay"),
           ("", "Gisborne"), ("", "Auckland"), ("", "Canterbury")],
}
COUNTIES = {
    "GB": ["Lancashire", "West Yorkshire", "Kent", "Cumbria", "Staffordshire", "Norfolk", "Gwynedd", "Fife", "Devon",
           "Lincolnshire", "Shropshire", "Durham"],
    "IE": ["Cork", "Clare", "Kerry", "Galway", "Mayo", "Tipperary", "Wexford", "Donegal", "Limerick", "Kildare", "Offaly",
           "Laois", "Sligo", "Waterford", "Meath"],
}
COUNTRIES = ["Poland", "Lithuania", "Romania", "Nigeria", "Ghana", "Zimbabwe", "India", "Pakistan", "Bangladesh",
             "Philippines", "Vietnam", "Portugal", "Brazil", "Italy", "Greece", "Somalia", "Eritrea", "Sri Lanka",
             "Malawi", "Mozambique", "Lesotho", "Samoa", "Tonga", "Fiji", "the Cook Islands", "Niue", "China", "Lebanon",
             "Syria", "Ukraine", "Thailand", "Indonesia", "Spain", "Kenya", "Uganda", "the Netherlands", "Scotland",
             "Wales", "Ireland", "England", "South Africa", "Australia", "New Zealand", "Canada", "Malta", "Croatia"]
STREET_NAMES = ["Elm", "Rowan", "Sycamore", "Hawthorn", "Chapel", "Mill", "Station", "Church", "Quarry", "Orchard", "Victoria",
                "Albert", "Jubilee", "Coronation", "Meadow", "Brook", "Kestrel", "Heron", "Larch", "Cedar", "Paddock",
                "Bridge", "Market", "Wharf", "Tannery", "Ropewalk", "Bluebell", "Foxglove", "Kingfisher", "Glebe", "Pound",
                "Bellbird", "Jacaranda", "Banksia", "Tōtara", "Kōwhai", "Pōhutukawa", "Mānuka", "Protea", "Jakaranda",
                "Marula", "Acacia", "Birch", "Tamarack", "Maple", "Spruce", "Balsam", "Dogwood", "Saint-Laurent",
                "des Érables", "Kerk", "Voortrekker", "Nelson Mandela", "Govan", "Beach", "Esplanade", "Ridge", "Hillcrest"]
STREET_SUF = {
    "GB": ["Road", "Street", "Lane", "Avenue", "Close", "Crescent", "Drive", "Way", "Terrace", "Gardens", "Grove", "Rd", "St"],
    "IE": ["Road", "Street", "Park", "Avenue", "Close", "Drive", "Lawns", "Heights", "Grove", "Court", "View"],
    "ZA": ["Street", "Road", "Avenue", "Drive", "Crescent", "Str", "Rd", "Close"],
    "AU": ["Street", "Road", "Avenue", "Court", "Crescent", "Drive", "Parade", "Place", "St", "Rd", "Ave", "Cct"],
    "NZ": ["Street", "Road", "Avenue", "Crescent", "Drive", "Place", "Terrace", "St", "Rd", "Way", "Grove"],
    "CA": ["Street", "Avenue", "Road", "Drive", "Crescent", "Boulevard", "St.", "Ave.", "Rd.", "Dr."],
}
SAINTS = ["Brigid", "Columba", "Finbarr", "Kevin", "Catherine", "Luke", "Michael", "Anne", "Joseph", "Aidan", "Jude",
          "Benedict", "Hilda", "Cuthbert", "Oswald", "Clare", "Dymphna", "Vincent", "Margaret", "Boniface"]
TREES = ["Willow", "Rowan", "Beech", "Cedar", "Laurel", "Heather", "Juniper", "Aspen", "Holly", "Linden", "Hazel", "Alder",
         "Magnolia", "Tamarind", "Kōwhai", "Ironwood", "Silver Birch", "Bluegum", "Tōtara", "Maple", "Spruce", "Wattle"]
WARDS = ["Beech Ward", "Lister Ward", "Nightingale Ward", "Seacole Ward", "Harvey Ward", "Fleming Ward", "Jenner Ward",
         "Cavell Ward", "Osler Ward", "Elm Ward", "Larch Ward", "Kingfisher Ward", "Heron Ward", "Ward 7B", "Ward 12",
         "AMU", "Acute Medical Unit 2", "Ward 22", "Rowan Ward", "Ward 9 (Respiratory)"]
BIZ_A = ["Kestrel", "Coastline", "Redgum", "Ironstone", "Summit", "Bluewater", "Northstar", "Highveld", "Greenacre",
         "Kauri", "Southern Cross", "Riverbend", "Copperhead", "Granite Peak", "Silverleaf", "Harbourview", "Tamarack",
         "Longreach", "Emerald Plains", "Westfield", "Pinnacle", "Goldfields", "Stonebridge"]
BIZ_B = ["Freight", "Mining Services", "Meatworks", "Logistics", "Construction", "Civil", "Haulage", "Engineering",
         "Packhouse", "Timber Mills", "Cleaning Services", "Aged Care", "Poultry", "Dairy Co-op", "Fabrication",
         "Earthmoving", "Security", "Catering", "Plumbing", "Electrical", "Labour Hire", "Cold Storage", "Fisheries"]
BIZ_SUF = {"GB": ["Ltd", "Ltd", "plc", "Group", ""], "IE": ["Ltd", "DAC", "Teo", ""], "ZA": ["(Pty) Ltd", "Pty Ltd", "CC", ""],
           "AU": ["Pty Ltd", "Pty Ltd", "Group", ""], "NZ": ["Ltd", "Limited", ""], "CA": ["Inc.", "Ltd.", "Co.", ""]}

PROFESSIONS = {
    "GB": ["bus driver", "retired postman", "nursery nurse", "warehouse operative", "retired teacher", "HGV driver",
           "plasterer", "care assistant", "accountant", "taxi driver", "roofer", "retired miner", "software developer",
           "hairdresser", "student", "barista", "retired shopkeeper", "security guard", "scaffolder", "chef",
           "retired nurse", "postgraduate student", "bar worker", "delivery driver", "electrician", "solicitor"],
    "IE": ["farmer", "retired farmer", "secondary school teacher", "publican", "bus driver", "retired garda", "carpenter",
           "dairy farmer", "civil servant", "plasterer", "quantity surveyor", "shop assistant", "retired nurse",
           "mechanic", "factory operative", "bricklayer", "fisherman", "software engineer", "primary teacher", "chef"],
    "ZA": ["taxi driver", "domestic worker", "security guard", "miner", "teacher", "petrol attendant", "farm worker",
           "nurse", "bank teller", "electrician", "shop assistant", "boilermaker", "police officer", "hairdresser",
           "student", "retired teacher", "call centre agent", "truck driver", "bricklayer", "pastor", "accountant"],
    "AU": ["stockman", "jackaroo", "station hand", "ranger", "truck driver", "FIFO miner", "fitter and turner",
           "boilermaker", "diesel mechanic", "shearer", "teacher's aide", "electrician", "chef", "nurse", "grazier",
           "plant operator", "scaffolder", "forklift driver", "storeperson", "carpenter", "concreter", "labourer",
           "aged care worker", "cleaner", "plumber", "rigger", "dogman", "abattoir worker", "retail assistant",
           "school teacher", "bus driver", "deckhand"],
    "NZ": ["forestry worker", "shearer", "kaiako", "teacher aide", "truck driver", "meat worker", "orchard worker",
           "kaimahi at the kōhanga", "builder", "security guard", "cleaner", "rugby coach", "bus driver", "pastor",
           "fruit picker", "nurse", "dairy farm worker", "student", "retired freezing worker", "early childhood teacher",
           "church minister", "factory worker", "caregiver", "road worker"],
    "CA": ["retired farmer", "retired schoolteacher", "retired nurse", "retired mechanic", "homemaker", "retired railway worker",
           "retired postmaster", "retired accountant", "retired logger", "retired fisherman", "former seamstress",
           "retired lineman", "retired pharmacist", "retired bookkeeper", "former secretary", "retired welder",
           "retired minister", "retired trucker", "former bank teller", "retired electrician"],
}


def ipaddr(rng):
    k = rng.random()
    if k < 0.5:
        return "10.%d.%d.%d" % (rng.randint(0, 254), rng.randint(0, 254), rng.randint(1, 254))
    if k < 0.8:
        return "192.168.%d.%d" % (rng.randint(0, 254), rng.randint(1, 254))
    return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 254), rng.randint(1, 254))


def digits(rng, n):
    return "".join(str(rng.randint(0, 9)) for _ in range(n))


def letters(rng, n, pool="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(rng.choice(pool) for _ in range(n))


def slug(s):
    s = s.lower()
    for a, b in (("á", "a"), ("é", "e"), ("í", "i"), ("ó", "o"), ("ú", "u"), ("ā", "a"), ("ē", "e"), ("ī", "i"), ("ō", "o"),
                 ("ū", "u"), ("è", "e"), ("ê", "e"), ("ô", "o"), ("ç", "c"), ("ś", "s"), ("ń", "n"), ("ł", "l"), ("ż", "z"),
                 ("ą", "a"), ("ę", "e"), ("č", "c"), ("ë", "e"), ("â", "a"), ("à", "a"), ("î", "i"), ("û", "u")):
        s = s.replace(a, b)
    return re.sub(r"[^a-z0-9]+", "", s)
