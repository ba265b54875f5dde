"""People, organisations and the per-note case (patient + care team)."""
import datetime

from doc import P
from country import Country, pick, digits, letters, birth_date, age_on
import pools_names as PN
import pools_places as PP


def weighted(rng, pairs):
    tot = sum(w for _, w in pairs)
    x = rng.randrange(tot)
    for k, w in pairs:
        if x < w:
            return k
        x -= w
    return pairs[-1][0]


def person(rng, code, sex=None, origin=None, middle_p=0.3):
    sex = sex or pick(rng, ["F", "M"])
    origin = origin or weighted(rng, PN.origin_weights(code))
    first = pick(rng, PN.first_pool(origin, sex))
    sorigin = origin if rng.random() < 0.8 else weighted(rng, PN.origin_weights(code))
    if sorigin == "wordlike" and origin == "wordlike":
        sorigin = "anglo"
    last = pick(rng, PN.surname_pool(sorigin))
    mid = ""
    if rng.random() < middle_p:
        mid = pick(rng, PN.first_pool(weighted(rng, PN.origin_weights(code)), sex))[0] + "."
    return {"first": first, "last": last, "mid": mid, "sex": sex}


def full(p, mid=True):
    if mid and p["mid"]:
        return "%s %s %s" % (p["first"], p["mid"], p["last"])
    return "%s %s" % (p["first"], p["last"])


def initials(p, dots=True, lower=False):
    parts = [p["first"]] + p["last"].replace("-", " ").split()
    s = ("." if dots else "").join(x[0] for x in parts[:1] + parts[-1:]) + ("." if dots else "")
    return s.lower() if lower else s.upper() if not dots else s


def username(rng, p):
    last = "".join(ch for ch in p["last"].lower() if ch.isalpha())
    first = "".join(ch for ch in p["first"].lower() if ch.isalpha())
    st = rng.randrange(4)
    if st == 0:
        return first[0] + last[:7] + str(rng.randrange(1, 9))
    if st == 1:
        return "%s.%s" % (first, last)
    if st == 2:
        return last[:6] + first[:2]
    return "%s%s%02d" % (first[:3], last[:3], rng.randrange(100))


def email(rng, p, domain=None):
    domain = domain or pick(rng, ["example.org", "example.net", "example.com"])
    last = "".join(ch for ch in p["last"].lower() if ch.isalpha())
    first = "".join(ch for ch in p["first"].lower() if ch.isalpha())
    st = rng.randrange(3)
    if st == 0:
        return "%s.%s@%s" % (first, last, domain)
    if st == 1:
        return "%s%s@%s" % (first[0], last, domain)
    return "%s.%s%d@%s" % (first, last[:1], rng.randrange(1, 99), domain)


def add_person(ctx, key, p, typ):
    ctx[key + "_full"] = P(full(p), typ)
    ctx[key + "_fl"] = P(full(p, mid=False), typ)
    ctx[key + "_first"] = P(p["first"], typ)
    ctx[key + "_last"] = P(p["last"], typ)
    ctx[key + "_lf"] = P("%s, %s" % (p["last"].upper(), p["first"]), typ)
    ctx[key + "_init"] = P(initials(p), typ)
    ctx[key + "_ini"] = P(initials(p, dots=False, lower=True), typ)
    ctx[key + "_INI"] = P(initials(p, dots=False), typ)
    ctx[key + "_fi"] = P("%s. %s" % (p["first"][0], p["last"]), typ)


def hospital_name(rng, code):
    if rng.random() < 0.25:
        base = pick(rng, PP.SAINTS.split("|"))
    else:
        base = pick(rng, PP.stems())
    return "%s %s" % (base, pick(rng, PP.HOSP_SUFFIX[code]))


def practice_name(rng, code):
    return "%s %s" % (pick(rng, PP.stems()), pick(rng, PP.PRACTICE_SUFFIX[code]))


def employer_name(rng, code, used_last=None):
    base = pick(rng, PP.stems())
    if used_last and rng.random() < 0.2:
        base = used_last + " & Sons"
    tail = pick(rng, PP.COMPANY_TAIL[code])
    s = "%s %s" % (base, pick(rng, PP.EMPLOYER_SUFFIX))
    return s + (" " + tail if tail else "")


def street(rng, code, plain=False):
    name = pick(rng, PP.STREET_NAMES)
    suf = pick(rng, PP.STREET_SUFFIX[code].split())
    no = rng.randrange(1, 240)
    if code == "US":
        no = rng.randrange(10, 9900)
        pre = pick(rng, ["", "", "N ", "S ", "E ", "W "])
        s = "%d %s%s %s" % (no, pre, name, suf)
        if rng.random() < 0.2 and not plain:
            s += pick(rng, [" Apt %d%s" % (rng.randrange(1, 20), pick(rng, "ABCD")),
                            " Unit %d" % rng.randrange(1, 300)])
        return s
    if plain:
        return "%d %s %s" % (no, name, suf)
    if code in ("AU", "NZ") and rng.random() < 0.25:
        return "%d/%d %s %s" % (rng.randrange(1, 12), no, name, suf)
    if code == "UK" and rng.random() < 0.2:
        return "Flat %d, %d %s %s" % (rng.randrange(1, 30), no, name, suf)
    if code == "CA" and rng.random() < 0.2:
        return "%d-%d %s %s" % (rng.randrange(100, 2400), no, name, suf)
    if code == "IE" and rng.random() < 0.3:
        return "%d %s %s" % (no, pick(rng, PP.stems()).split()[0], pick(rng, ["Park", "Grove",
                                                                               "Lawns", "Court"]))
    return "%d %s %s" % (no, name, suf)


class Addr:
    """Address parts of one place; renders one-line or multi-line lists of pieces."""

    def __init__(self, rng, C, town=None, plain=False):
        self.C = C
        self.town = town or pick(rng, PP.TOWNS[C.code])
        self.street = street(rng, C.code, plain)
        self.zip = C.postcode(rng, self.town)
        self.city = self.town[0]
        self.region = self.town[1]
        self.abbr = self.town[2]

    def parts(self, sep=", ", multiline=False, country=False):
        c = self.C.code
        s = sep if not multiline else "\n"
        out = [P(self.street, "STREET"), s, P(self.city, "CITY")]
        if c in ("US", "CA", "AU"):
            out += [", " if c != "AU" else " ", P(self.abbr, "STATE"), "  " if c == "CA" else " ",
                    P(self.zip, "ZIP")]
        elif c == "UK":
            if multiline:
                out += [s, P(self.region, "CITY")]
            out += [s, P(self.zip, "ZIP")]
        elif c == "NZ":
            out += [" ", P(self.zip, "ZIP")]
        else:
            out += [s, P(self.region, "CITY"), s, P(self.zip, "ZIP")]
        if country:
            out += [s, P(PP_COUNTRY[c], "COUNTRY")]
        return out


PP_COUNTRY = {"UK": "United Kingdom", "US": "USA", "CA": "Canada", "AU": "Australia",
              "NZ": "New Zealand", "IE": "Ireland"}

TITLES = {"F": ["Mrs", "Ms", "Miss", "Ms"], "M": ["Mr"]}


class Case:
    """Everything a note may say about one patient and the team around them."""

    def __init__(self, rng, code, visit):
        C = self.C = Country(code)
        self.rng = rng
        self.code = code
        self.visit = visit
        pt = self.pt = person(rng, code)
        self.sex = pt["sex"]
        self.age = rng.randrange(19, 81)
        self.dob = birth_date(rng, visit, self.age)
        self.addr = Addr(rng, C)
        self.title = pick(rng, TITLES[self.sex]) + C.dot
        ctx = self.ctx = {}
        add_person(ctx, "pt", pt, "PATIENT")
        nick = PN.NICKNAMES.get(pt["first"])
        ctx["pt_nick"] = P(nick or pt["first"], "PATIENT")
        ctx["pt_title"] = self.title
        he = self.sex == "M"
        for k, m, f in (("he", "he", "she"), ("his", "his", "her"), ("him", "him", "her"),
                        ("He", "He", "She"), ("His", "His", "Her"), ("man", "man", "woman"),
                        ("gender", "male", "female"), ("sx", "M", "F")):
            ctx[k] = m if he else f
        ctx["age"] = P(str(self.age), "AGE")
        ctx["dob"] = P(C.date(self.dob, "num"), "DATE")
        ctx["mrn"] = P(C.mrn(rng), "MRN")
        nat = C.national(rng, self.addr.town, self.dob)
        self.nat = nat
        if nat:
            ctx["nat_label"], ctx["nat"] = nat[0], P(nat[1], nat[2])
        ssn = C.ssn(rng)
        self.ssn = ssn
        if ssn:
            ctx["ssn_label"], ctx["ssn"] = ssn[0], P(ssn[1], "SSN")
        ins = C.insurer_no(rng)
        ctx["ins_label"], ctx["ins"] = ins[0], P(ins[1], "HEALTHPLAN")
        acc = C.account(rng)
        ctx["acc_label"], ctx["acc"] = acc[0], P(acc[1], "ACCOUNT")
        ctx["addr"] = self.addr.parts()
        ctx["addr_ml"] = self.addr.parts(multiline=True)
        ctx["street"] = P(self.addr.street, "STREET")
        ctx["city"] = P(self.addr.city, "CITY")
        ctx["ph_home"] = P(C.phone(rng, self.addr.town), "PHONE")
        ctx["ph_mob"] = P(C.phone(rng, self.addr.town, "mob"), "PHONE")
        ctx["pt_email"] = P(email(rng, pt) if rng.random() < 0.6 else
                            "%s%d@%s" % (pick(rng, ["sunny", "kidneywarrior", "bluebird",
                                                    "walker", "gardener", "dreamer", "tx"]),
                                         rng.randrange(10, 99),
                                         pick(rng, ["example.com", "example.net"])), "EMAIL")
        ctx["pt_user"] = P(username(rng, pt), "USERNAME")
        self.occ = pick(rng, PP.OCCUPATIONS)
        ctx["occ"] = P(self.occ, "PROFESSION")
        ctx["employer"] = P(employer_name(rng, code), "ORGANIZATION")
        ctx["plate"] = P(C.plate(rng), "VEHICLE")
        # family / next of kin
        rel = pick(rng, ["wife", "husband", "partner", "daughter", "son", "sister", "brother",
                         "mother", "father", "friend", "neighbour" if code != "US" else "neighbor"])
        if rel in ("wife", "husband"):
            rel = "wife" if self.sex == "M" else "husband"
        rsex = "F" if rel in ("wife", "daughter", "sister", "mother") else "M" \
            if rel in ("husband", "son", "brother", "father") else None
        nok = person(rng, code, sex=rsex, middle_p=0)
        if rel in ("wife", "husband", "daughter", "son", "sister", "brother", "mother", "father") \
                and rng.random() < 0.7:
            nok["last"] = pt["last"]
        self.nok = nok
        ctx["nok_rel"] = rel
        add_person(ctx, "nok", nok, "FAMILY")
        ctx["nok_ph"] = P(C.phone(rng, self.addr.town, "mob"), "PHONE")
        ctx["nok_occ"] = P(pick(rng, PP.OCCUPATIONS), "PROFESSION")
        # the transplant centre is usually in the patient's own state / county / region
        near = [t for t in PP.TOWNS[code] if t[1] == self.addr.town[1]]
        self.haddr = Addr(rng, C, town=pick(rng, near) if rng.random() < 0.7 else None,
                          plain=True)
        C.prov = self.haddr.town[2]
        ctx["bleepw"] = "pager" if code in ("US", "CA") else "bleep"
        ctx["consw"] = {"US": "Attending", "CA": "Staff"}.get(code, "Consultant")
        # care team
        self.team = {}
        for key, role in (("cons", "doc"), ("reg", "doc"), ("cns", "nurse"), ("coord", "nurse"),
                          ("pharm", "pharm"), ("path", "doc"), ("sci", "sci"), ("gp", "gp"),
                          ("nurse", "nurse"), ("nurse2", "nurse"), ("dr2", "doc")):
            p = person(rng, code, middle_p=0.15)
            self.team[key] = p
            add_person(ctx, key, p, "DOCTOR")
            lic = C.license(rng, role)
            ctx[key + "_lic_label"], ctx[key + "_lic"] = lic[0], P(lic[1], "LICENSE")
            ctx[key + "_user"] = P(username(rng, p), "USERNAME")
            ctx[key + "_email"] = P(email(rng, p), "EMAIL")
        ctx["typist"] = P(initials(self.team["nurse2"], dots=False, lower=True), "DOCTOR")
        # places
        self.hosp = hospital_name(rng, code)
        ctx["hosp"] = P(self.hosp, "HOSPITAL")
        words = [w for w in self.hosp.replace("'s", "").split() if w[0].isupper()]
        ctx["hosp_abbr"] = P("".join(w[0] for w in words), "HOSPITAL")
        ctx["hosp_addr"] = self.haddr.parts()
        ctx["hosp_addr_ml"] = self.haddr.parts(multiline=True)
        ctx["hosp_city"] = P(self.haddr.city, "CITY")
        ctx["ref_hosp"] = P(hospital_name(rng, code), "HOSPITAL")
        ctx["dial_unit"] = P("%s %s" % (pick(rng, PP.stems()), pick(rng, [
            "Satellite Dialysis Unit", "Renal Unit", "Dialysis Centre" if code != "US"
            else "Dialysis Center", "Kidney Care Unit"])), "HOSPITAL")
        ctx["ward"] = P("%s Ward" % pick(rng, PP.WARD_WORDS), "HOSPITAL")
        ctx["bldg"] = P(pick(rng, PP.BUILDINGS), "LOCATION_OTHER")
        self.gaddr = Addr(rng, C, town=self.addr.town, plain=True)
        ctx["practice"] = P(practice_name(rng, code), "HOSPITAL")
        ctx["gp_addr"] = self.gaddr.parts()
        ctx["gp_addr_ml"] = self.gaddr.parts(multiline=True)
        ctx["gp_ph"] = P(C.phone(rng, self.addr.town), "PHONE")
        ctx["gp_fax"] = P(C.phone(rng, self.addr.town), "FAX")
        ctx["chemist"] = P("%s %s" % (pick(rng, PP.stems()), pick(rng, PP.PHARMACY_SUFFIX)),
                           "HOSPITAL")
        ctx["chem_ph"] = P(C.phone(rng, self.addr.town), "PHONE")
        ctx["unit_ph"] = P(C.phone(rng, self.haddr.town) + (C.ext(rng) if rng.random() < 0.3
                                                           else ""), "PHONE")
        ctx["unit_fax"] = P(C.phone(rng, self.haddr.town), "FAX")
        ctx["unit_email"] = P("%s@%s" % (pick(rng, ["renal.transplant", "txclinic", "kidney.tx",
                                                    "renaladmin", "transplant.office"]),
                                         pick(rng, ["example.org", "example.net"])), "EMAIL")
        ctx["url"] = P(pick(rng, ["www.example.org/renal-transplant", "https://portal.example.net",
                                  "www.example.com/kidneytx/patients",
                                  "https://myhealth.example.org/login",
                                  "example.net/tx-clinic"]), "URL")
        ctx["bleep"] = P(C.bleep(rng), "PHONE")
        ctx["ip"] = P(self._ip(rng), "IPADDR")
        ctx["country_name"] = PP_COUNTRY[code]

    def _ip(self, rng):
        k = rng.randrange(3)
        if k == 0:
            return "10.%d.%d.%d" % (rng.randrange(256), rng.randrange(256), rng.randrange(1, 255))
        if k == 1:
            return "192.168.%d.%d" % (rng.randrange(256), rng.randrange(1, 255))
        return "172.%d.%d.%d" % (rng.randrange(16, 32), rng.randrange(256), rng.randrange(1, 255))

    def D(self, d, style="num"):
        return P(self.C.date(d, style), "DATE")

    def days(self, n):
        return self.visit + datetime.timedelta(days=n)

    def idnum(self, prefix=None):
        rng = self.rng
        if prefix is None:
            prefix = pick(rng, ["S", "H", "BX", "R", "LAB", "HLA", "SP"])
        return "%s%02d-%s" % (prefix, self.visit.year % 100, digits(rng, rng.randrange(4, 7)))

    def device(self):
        rng = self.rng
        return pick(rng, ["%s%s" % (letters(rng, 3), digits(rng, 6)),
                          "%s-%s" % (letters(rng, 2), digits(rng, 7)),
                          "%s%s%s" % (digits(rng, 2), letters(rng, 1), digits(rng, 6))])

    def bioid(self, kind="fp"):
        rng = self.rng
        if kind == "palm":
            return pick(rng, ["PV-%s" % digits(rng, 6), "PALM%s" % digits(rng, 7)])
        if kind == "voice":
            return pick(rng, ["VB%s" % digits(rng, 7), "VP-%s-%s" % (letters(rng, 2),
                                                                  digits(rng, 5))])
        if kind == "face":
            return pick(rng, ["FT-%s%s" % (letters(rng, 3), digits(rng, 6)),
                              "%s-%s" % (digits(rng, 4), letters(rng, 6))])
        return pick(rng, ["FP-%s" % digits(rng, 5), "FPT%s" % digits(rng, 8)])
