"""People and care settings for one note; rendering helpers return segments."""
import datetime
import country as C
import pools_names as PN
import pools_places as PP

ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
        "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def age_words(n):
    if n < 20:
        return ONES[n]
    t, o = divmod(n, 10)
    return TENS[t] + ("" if o == 0 else "-" + ONES[o])


def art(word):
    return "an" if word[:1].lower() in "aeiou" else "a"


def years_between(a, b):
    y = b.year - a.year
    if (b.month, b.day) < (a.month, a.day):
        y -= 1
    return y


def pick_name(rng, sex):
    first = rng.choice(PN.FEMALE_NAMES if sex == "F" else PN.MALE_NAMES)
    last = rng.choice(PN.SURNAME_LIST)
    mid = rng.choice(PN.FEMALE_NAMES if sex == "F" else PN.MALE_NAMES)[0] if rng.random() < 0.4 else ""
    return first, mid, last


class Person:
    def __init__(self, first, mid, last, sex):
        self.first, self.mid, self.last, self.sex = first, mid, last, sex

    @property
    def full(self):
        return self.first + " " + self.last

    @property
    def full_mid(self):
        return self.first + (" " + self.mid + ". " if self.mid else " ") + self.last

    @property
    def initials(self):
        return self.first[0] + self.last[0]

    @property
    def title(self):
        return "Mr" if self.sex == "M" else self.mrs

    mrs = "Mrs"


def make_staff(rng, cc, role="doctor", surgeon=False):
    sex = rng.choice("MF")
    first = rng.choice(PN.FEMALE_NAMES if sex == "F" else PN.MALE_NAMES)
    last = rng.choice(PN.STAFF_SURNAMES)
    p = Person(first, "", last, sex)
    if role == "doctor":
        if surgeon and cc in ("UK", "IE", "NZ", "AU") and rng.random() < 0.7:
            p.title_s = "Mr" if sex == "M" else rng.choice(["Ms", "Miss", "Mrs"])
        else:
            p.title_s = rng.choice(["Dr", "Dr", "Dr.", "Prof", "Dr"]) if cc not in ("US", "CA") else rng.choice(["Dr.", "Dr", "Dr."])
    else:
        p.title_s = ""
    p.lic = C.licence(rng, cc) if role == "doctor" else C.nurse_licence(rng, cc)
    base = (first[0] + "".join(ch for ch in last if ch.isalpha())).lower()
    p.user = rng.choice([base, base + str(rng.randrange(1, 9)), first.lower()[:1] + "." + base[1:],
                         base[:7] + str(rng.randrange(10, 99))])
    p.email = rng.choice([first.lower() + "." + base[1:], base, first.lower()[0] + "." + base[1:]]) + \
        "@" + rng.choice(["example.org", "example.net", "example.com"])
    p.role = role
    return p


def staff_ref(p, rng, style=None):
    """Title outside the span: e.g. ['Dr ', ('DOCTOR', 'Okafor')]."""
    style = style or rng.choice(["title_last", "title_full", "full", "title_init"])
    t = getattr(p, "title_s", "")
    if style == "title_last" and t:
        return [t + " ", ("DOCTOR", p.last)]
    if style == "title_full" and t:
        return [t + " ", ("DOCTOR", p.full)]
    if style == "title_init" and t:
        return [t + " ", ("DOCTOR", p.first[0] + ". " + p.last)]
    return [("DOCTOR", p.full)]


class Setting:
    """Everything about one note's patient and care site."""

    def __init__(self, rng, cc, note_date, sex=None, age=None):
        self.rng, self.cc, self.date = rng, cc, note_date
        self.style = rng.choice(C.DATE_STYLES[cc])
        sex = sex or rng.choice("MF")
        first, mid, last = pick_name(rng, sex)
        pt = Person(first, mid, last, sex)
        if sex == "F":
            Person.mrs = "Mrs"
            pt.mrs_s = rng.choice(["Mrs", "Ms", "Miss", "Ms"])
        pt.title_p = "Mr" if sex == "M" else pt.mrs_s
        age = age if age is not None else rng.choice([rng.randrange(19, 95), rng.randrange(40, 86), rng.randrange(50, 82)])
        dob = note_date - datetime.timedelta(days=int(age * 365.25) + rng.randrange(1, 360))
        pt.dob = dob
        pt.age = years_between(dob, note_date)
        pt.nick = PN.NICK.get(first)
        tn, region, hint = C.town(rng, cc)
        pt.town, pt.region, pt.hint = tn, region, hint
        pt.street = "%d %s %s" % (rng.randrange(1, 240), rng.choice(PP.STREET_NAME_LIST), rng.choice(PP.STREET_SUFFIX[cc]))
        if rng.random() < 0.2:
            if cc in ("UK", "IE"):
                pt.street = "Flat %d, " % rng.randrange(1, 30) + pt.street
            elif cc in ("AU", "NZ"):
                pt.street = "%d/" % rng.randrange(1, 20) + pt.street
            else:
                pt.street = pt.street + rng.choice([", Apt %d", " Apt %d", ", Unit %d"]) % rng.randrange(1, 40)
        pt.zip = C.postcode(rng, cc, hint)
        pt.phone = C.phone(rng, cc, "land")
        pt.mobile = C.phone(rng, cc, "mobile")
        pt.email = "%s.%s%d@%s" % (first.lower().replace(" ", ""), "".join(ch for ch in last.lower() if ch.isalpha()),
                                   rng.randrange(1, 99), rng.choice(["example.com", "example.net", "example.org"]))
        pt.profession = rng.choice(PP.PROFESSION_LIST)
        pt.retired = pt.age >= 67 and rng.random() < 0.7
        pt.employer = rng.choice(PP.EMPLOYER_FORMS).format(s=PP.stem(rng))
        pt.mrn = C.mrn(rng, cc)
        pt.natid = C.national_id(rng, cc, dob)
        pt.ssn = C.ssn(rng, cc)
        pt.insurer = rng.choice(PP.INSURER_FORMS).format(s=PP.stem(rng))
        pt.plan = C.private_plan(rng, cc)
        pt.account = C.account(rng, cc)
        pt.birth_country = rng.choice(PP.ABROAD)
        pt.vehicle = C.vehicle(rng, cc)
        pt.dl = C.drivers_licence(rng, cc, last)
        # next of kin
        rel = rng.choice(["wife", "husband", "partner", "daughter", "son", "sister", "brother",
                          "niece", "friend", "neighbour", "mother", "carer", "son-in-law", "granddaughter"])
        if rel in ("wife", "husband"):
            rel = "wife" if sex == "M" else "husband"
        ksex = "F" if rel in ("wife", "daughter", "sister", "niece", "mother", "granddaughter") else (
            "M" if rel in ("husband", "son", "brother", "son-in-law") else rng.choice("MF"))
        kf, _, kl = pick_name(rng, ksex)
        if rel in ("wife", "husband", "daughter", "son", "sister", "brother") and rng.random() < 0.7:
            kl = last
        pt.kin = Person(kf, "", kl, ksex)
        pt.kin.rel = rel
        pt.kin.phone = C.phone(rng, cc, rng.choice(["mobile", "land"]))
        self.pt = pt
        # care sites
        self.hosp = self.hospital_name()
        self.ref_hosp = self.hospital_name()
        while self.ref_hosp == self.hosp:
            self.ref_hosp = self.hospital_name()
        tn2, reg2, hint2 = C.town(rng, cc)
        self.hosp_town, self.hosp_region = tn2, reg2
        self.hosp_street = "%s %s" % (rng.choice(PP.STREET_NAME_LIST), rng.choice(PP.STREET_SUFFIX[cc]))
        if rng.random() < 0.6:
            self.hosp_street = str(rng.randrange(1, 400)) + " " + self.hosp_street
        self.hosp_zip = C.postcode(rng, cc, hint2)
        self.hosp_phone = C.phone(rng, cc, "ext")
        self.hosp_switch = C.phone(rng, cc, "land")
        self.hosp_fax = C.phone(rng, cc, "fax")
        dept = rng.choice(["hpb", "hpb.secretaries", "hepatobiliary", "pancreas.cns", "hpb-office", "upper.gi"])
        self.dept_email = dept + "@" + rng.choice(["example.org", "example.net", "example.com"])
        self.practice = rng.choice(PP.PRACTICE_FORMS[cc]).format(s=PP.stem(rng))
        self.gp = make_staff(rng, cc, "doctor")
        self.gp.title_s = rng.choice(["Dr", "Dr."]) if cc in ("US", "CA") else "Dr"
        self.gp_street = "%d %s %s" % (rng.randrange(1, 200), rng.choice(PP.STREET_NAME_LIST), rng.choice(PP.STREET_SUFFIX[cc]))
        self.gp_phone = C.phone(rng, cc, "land")
        self.gp_fax = C.phone(rng, cc, "fax")
        self.ward = rng.choice(["Ward %d%s" % (rng.randrange(1, 40), rng.choice(["", "A", "B", "C"])),
                                rng.choice(PP.WARD_TREES) + " Ward", rng.choice(PP.WARD_TREES) + " Unit"])
        self.building = rng.choice(PP.BUILDINGS).format(s=PP.stem(rng))
        self.consultant = make_staff(rng, cc, "doctor", surgeon=True)
        self.ip = C.ip_private(rng)

    def hospital_name(self):
        rng = self.rng
        return rng.choice(PP.HOSPITAL_FORMS[self.cc]).format(s=PP.stem(rng), saint=rng.choice(PP.SAINTS))

    # -- rendering helpers (segments) --------------------------------------
    def d(self, date, style=None):
        return ("DATE", C.fmt_date(date, style or self.style))

    def d_alt(self, date):
        return ("DATE", C.fmt_date(date, self.rng.choice(C.DATE_STYLES[self.cc])))

    def days(self, n):
        return self.date + datetime.timedelta(days=n)

    def age_seg(self, style=None):
        a = self.pt.age
        sx = self.pt.sex
        style = style or self.rng.choice(["yo", "year-old", "yr old", "MF", "aged", "y"])
        noun = "man" if sx == "M" else "woman"
        if style == "yo":
            return [("AGE", str(a)), " yo " + ("M" if sx == "M" else "F")]
        if style == "year-old":
            return [("AGE", str(a)), "-year-old " + noun]
        if style == "yr old":
            return [("AGE", str(a)), " yr old " + ("male" if sx == "M" else "female")]
        if style == "MF":
            return [("AGE", str(a)), "M" if sx == "M" else "F"]
        if style == "words":
            return [("AGE", age_words(a)), "-year-old " + noun]
        if style == "aged":
            return [noun + " aged ", ("AGE", str(a))]
        return [("AGE", str(a)), "y " + ("M" if sx == "M" else "F")]

    def pt_name(self, style=None):
        p = self.pt
        style = style or self.rng.choice(["full", "title_last", "formal", "full_mid", "first"])
        if style == "full":
            return ("PATIENT", p.full)
        if style == "full_mid":
            return ("PATIENT", p.full_mid)
        if style == "title_last":
            return [p.title_p + " ", ("PATIENT", p.last)]
        if style == "formal":
            return ("PATIENT", p.last.upper() + ", " + p.first.upper() + (" " + p.mid if p.mid else ""))
        if style == "formal_mixed":
            return ("PATIENT", p.last + ", " + p.first)
        if style == "initials":
            return ("PATIENT", p.first[0] + "." + p.last[0] + ".")
        if style == "first":
            return ("PATIENT", p.nick or p.first)
        return ("PATIENT", p.full)

    def pt_addr(self, sep=", "):
        p, cc = self.pt, self.cc
        out = [("STREET", p.street), sep, ("CITY", p.town)]
        if cc == "US" or cc == "CA":
            out += [", " if self.rng.random() < 0.8 else " ", ("STATE", p.region), " ", ("ZIP", p.zip)]
        elif cc == "AU":
            out += [" ", ("STATE", p.region), " ", ("ZIP", p.zip)]
        elif cc == "NZ":
            if self.rng.random() < 0.4:
                out += [sep, ("STATE", p.region)]
            out += [" ", ("ZIP", p.zip)]
        elif cc == "IE":
            out += [sep, ("CITY", p.region), sep, ("ZIP", p.zip)]
        else:
            if self.rng.random() < 0.4:
                out += [sep, ("CITY", p.region)]
            out += [sep if self.rng.random() < 0.5 else " ", ("ZIP", p.zip)]
        return out

    def hosp_addr(self, sep=", "):
        cc = self.cc
        out = [("STREET", self.hosp_street), sep, ("CITY", self.hosp_town)]
        if cc in ("US", "CA", "AU"):
            out += [" " if cc == "AU" else ", ", ("STATE", self.hosp_region), " ", ("ZIP", self.hosp_zip)]
        elif cc == "IE":
            out += [sep, ("ZIP", self.hosp_zip)]
        else:
            out += [" ", ("ZIP", self.hosp_zip)]
        return out

    def natid_seg(self):
        lab, typ, val = self.pt.natid
        return [lab + ": ", (typ, val)]

    def kin_seg(self, with_phone=False):
        k = self.pt.kin
        out = [k.rel + " ", ("FAMILY", k.full if self.rng.random() < 0.6 else k.first)]
        if with_phone:
            out += [" (", ("PHONE", k.phone), ")"]
        return out

    def work_seg(self):
        p = self.pt
        r = self.rng.random()
        if p.retired:
            return ["retired ", ("PROFESSION", p.profession)]
        if r < 0.4:
            return ["works as " + art(p.profession) + " ", ("PROFESSION", p.profession), " at ", ("ORGANIZATION", p.employer)]
        if r < 0.7:
            return [("PROFESSION", p.profession[0].upper() + p.profession[1:]), " (", ("ORGANIZATION", p.employer), ")"]
        return ["employed as " + art(p.profession) + " ", ("PROFESSION", p.profession)]
