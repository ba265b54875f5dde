"""Building blocks shared by the genre writers (letterheads, signatures, travel text)."""
import clinical
import ids
import pools_places as PP
from doc import P

DEPTS = ["Department of Infectious Diseases", "Infection & Tropical Medicine", "Tropical and Travel Medicine Service",
         "Division of Infectious Diseases", "Department of Infection", "Infectious Diseases Unit"]


def hhmm(rng):
    return "%02d:%02d" % (rng.randint(0, 23), rng.randrange(0, 60))


def dayhhmm(rng):
    return "%02d:%02d" % (rng.randint(8, 18), rng.randrange(0, 60))


def times(rng, n, h0=8, h1=18):
    """n ascending times of day between h0 and h1."""
    mins = sorted(rng.sample(range(h0 * 60, h1 * 60), n))
    return ["%02d:%02d" % (m // 60, m % 60) for m in mins]


def letterhead(d, c, dept=None, contacts=True):
    r = c.rng
    d.ln(P(c.hospital if r.random() < 0.8 else c.hospital.upper(), "HOSPITAL"))
    d.ln(dept or r.choice(DEPTS))
    if r.random() < 0.75:
        d.ln(*c.hosp_addr())
    if contacts:
        bits = ["Tel: ", P(c.hphone, "PHONE")]
        if r.random() < 0.7:
            bits += [r.choice(["   Fax: ", " | Fax ", "  F: "]), P(c.hfax, "FAX")]
        d.ln(*bits)
        if r.random() < 0.4:
            d.ln("Email: ", P(ids.org_email(r, c.hospital.split()[0]), "EMAIL"))
        elif r.random() < 0.3:
            d.ln("Web: ", P(ids.url(r, "infection"), "URL"))


def sign(d, c, person, role="consultant", lic=None, contact=None, pre=None):
    """Signature block. role in GRADES or free text; person is DOCTOR Person."""
    r = c.rng
    if pre:
        d.ln(pre)
    doctor = role not in ("nurse", "cns", "bms", "pharmacist", "pho", "clerk", "travelnurse")
    title = "Dr " if doctor and r.random() < 0.8 else ""
    tail = ""
    if doctor and role in ("consultant", "micro", "ed") and r.random() < 0.6:
        tail = ", " + c.cred()
    elif role in ("nurse", "cns", "travelnurse"):
        tail = r.choice([", RN", " RGN", ", CNS", " RN"]) if c.cc not in ("UK", "IE") else r.choice([" RGN", ", CNS", ", Staff Nurse", ""])
    elif role == "pharmacist":
        tail = r.choice([", MRPharmS", " (Pharmacist)", ", PharmD"])
    d.ln(title, person.n(r.choice(["full", "full", "fml", "fi"])), tail)
    gtxt = {"nurse": "Staff Nurse", "cns": "OPAT Clinical Nurse Specialist", "bms": "Biomedical Scientist",
            "pharmacist": "Antimicrobial Pharmacist", "pho": "Health Protection Practitioner", "clerk": "Ward Clerk",
            "travelnurse": "Travel Health Nurse"}.get(role) or c.grade(role)
    d.ln(gtxt)
    if lic is None:
        lic = r.random() < 0.5
    if lic:
        lab, val = c.lic("nurse" if role in ("nurse", "cns", "travelnurse") else "pharmacist" if role == "pharmacist" else "doctor")
        d.ln(lab, r.choice([" ", ": ", " no. "]), val)
    if contact is None:
        contact = r.random() < 0.5
    if contact:
        k = r.randrange(3)
        if k == 0:
            d.ln(r.choice(["Bleep ", "Pager ", "Pgr "]), P(ids.pager(r, c.cc), "PHONE"))
        elif k == 1:
            d.ln("Tel ", P(ids.phone(r, c.cc) + " " + ids.ext(r) if r.random() < 0.5 else ids.phone(r, c.cc), "PHONE"))
        else:
            d.ln(P(ids.email(r, person.first, person.last, personal=False), "EMAIL"))


def esign(d, c, person, date=None):
    r = c.rng
    date = date or c.visit
    k = r.randrange(4)
    if k == 0:
        d.ln("Electronically signed by ", person.n("full"), " (", c.user(person), ") on ", c.d(date), " at ", hhmm(r))
    elif k == 1:
        d.ln("[Signed: ", c.user(person), " ", c.d(date, "num"), " ", hhmm(r), "]")
    elif k == 2:
        d.ln("Authenticated: ", person.n("LF"), " / user ", c.user(person), " / ", c.d(date), " ", hhmm(r))
    else:
        d.ln("Last edited by ", c.user(person), " ", c.d(date), " ", hhmm(r), " from workstation ", P(ids.ipaddr(r), "IPADDR"))


def travel_sentence(d, c, lead=None):
    r = c.rng
    nd = (c.ret - c.dep).days
    k = r.randrange(4)
    if lead:
        d.t(lead)
    if k == 0:
        d.f("Returned from {co} on {ret} after a {nd}-day trip ({why}), staying in {cities}.", co=c.dest_p(),
            ret=c.d(c.ret), nd=str(nd), why=c.purpose, cities=c.city_list())
    elif k == 1:
        d.f("Travelled to {cities}, {co} from {dep} to {ret} for {why}.", cities=c.city_list(), co=c.dest_p(),
            dep=c.d(c.dep), ret=c.d(c.ret), why=c.purpose)
    elif k == 2:
        d.f("Recent travel: {co} ({cities}) {dep} - {ret}; purpose {why}.", co=c.dest_p(), cities=c.city_list(),
            dep=c.d(c.dep, "dm"), ret=c.d(c.ret), why=c.purpose)
    else:
        d.f("{nd} days in {co} ({why}), mainly {cities} with a few days in {reg}; flew home {ret}.", nd=str(nd),
            co=c.dest_p(), why=c.purpose, cities=c.city_list(), reg=P(c.region, "STATE"), ret=c.d(c.ret))


def exposures(d, c, bullet="- "):
    r = c.rng
    key = c.dx["key"]
    lines = []
    if key == "schisto" or r.random() < 0.3:
        lines.append(["Freshwater: ", r.choice(["swam in ", "kayaked on ", "waded in "]), P(c.landmark, "LOCATION_OTHER")]
                     if key == "schisto" else ["Freshwater: none reported"])
    else:
        lines.append(["Freshwater: nil"])
    lines.append(["Mosquito bites: ", r.choice(["numerous", "a few", "yes, slept without net", "not recalled"])])
    lines.append(["Prophylaxis: ", c.proph if c.proph != "none" else r.choice(["none", "nil taken", "declined"]),
                  "" if c.proph == "none" else r.choice([" - good adherence", " - stopped on return", " - missed doses"])])
    if key in ("atbf", "scrub") or r.random() < 0.2:
        lines.append(["Tick/mite bites: ", "eschar noted" if key in ("atbf", "scrub") else "none"])
    lines.append(["Animal contact: ", r.choice(["nil", "dog lick only", "stroked a monkey at " , "goats at the family compound"])])
    if lines[-1][-1] == "stroked a monkey at ":
        lines[-1].append(P(c.landmark, "LOCATION_OTHER"))
    lines.append(["Food/water: ", "unpasteurised milk" if key == "brucella" else r.choice(["street food", "bottled water only", "ate at family home", "ice in drinks"])])
    lines.append(["Sexual contacts abroad: ", r.choice(["denies", "declined to answer", "new partner - condom use inconsistent", "none"])])
    lines.append(["Sick contacts / VHF risk: ", r.choice(["nil; no contact with VHF cases", "no funerals, no healthcare facility visits", "cousin unwell with 'typhoid'"])])
    for ln_ in lines:
        d.ln(bullet, *ln_)


def lab_table(d, c, dates=None, us=None):
    r = c.rng
    us = c.us if us is None else us
    rows = clinical.lab_rows(c.dx, us)
    if r.random() < 0.35:
        rows = rows[:r.randint(6, len(rows))]
    if dates:
        d.t("            ")
        for i, dt in enumerate(dates):
            d.v(["  ", c.d(dt, r.choice(["dm", "dmword"])) if not isinstance(dt, str) else dt])
        d.t("\n")
        for nm, val, unit in rows:
            d.t("%-10s" % nm)
            cur = val
            for i in range(len(dates)):
                if i:
                    cur = _step(r, nm, cur)
                d.t("  %6s" % cur)
            d.t("  %s\n" % unit)
    else:
        for nm, val, unit in rows:
            d.t("%s %s %s\n" % ((nm + ":").ljust(9), val, unit))


def _step(r, nm, s):
    """Next value in a series: inflammatory markers fall, platelets recover, the rest drift a little."""
    try:
        x = float(s)
    except ValueError:
        return s
    if nm in ("CRP", "Bili", "T bili", "Lactate", "Creat", "ALT", "WCC", "WBC", "BUN", "Urea"):
        y = x * r.uniform(0.55, 0.95)
    elif nm == "Plt":
        y = x * (r.uniform(1.15, 1.7) if x < 150 else r.uniform(0.95, 1.1))
    elif nm in ("Na", "K", "Hb", "Hgb"):
        y = x * r.uniform(0.97, 1.03)
    else:
        y = x * r.uniform(0.9, 1.1)
    if "." in s:
        return "%.*f" % (len(s.split(".")[1]), y)
    return str(int(round(y)))


def gp_block(d, c, lead="GP: "):
    r = c.rng
    d.ln(lead, "Dr ", c.gp.n(r.choice(["full", "fi", "last"])), ", ", P(c.practice, "HOSPITAL"))
    if r.random() < 0.6:
        d.ln(*c.paddr.parts(r))
    if r.random() < 0.5:
        d.ln("Tel: ", P(c.pphone, "PHONE"))


def contact_line(d, c):
    r = c.rng
    bits = [r.choice(["Tel: ", "Phone: ", "Ph: ", "Home: "]), P(c.home_phone, "PHONE")]
    if r.random() < 0.7:
        bits += [r.choice(["  Mobile: ", "  Mob: ", " / Cell: ", "  M: "]), P(c.mobile, "PHONE")]
    d.ln(*bits)
    if r.random() < 0.35:
        d.ln("Email: ", P(c.email, "EMAIL"))


def nok_line(d, c, fam=None):
    r = c.rng
    f = fam or c.family(r.choice(["wife", "husband", "mother", "father", "partner", "sister", "brother", "son", "daughter"]))
    d.ln(r.choice(["NOK: ", "Next of kin: ", "Emergency contact: "]), f.n(r.choice(["full", "full", "LF"])), " (", f.relation, ") ",
         P(ids.phone(r, c.cc, "mobile"), "PHONE"))
    return f


def occ(o, cap=False):
    """Occupation value; a leading 'retired' stays outside the span."""
    if o.startswith("retired "):
        return ["Retired " if cap else "retired ", P(o[8:], "PROFESSION")]
    return [P(o[0].upper() + o[1:] if cap else o, "PROFESSION")]


def a_occ(o):
    return [("an " if o[0] in "aeiou" else "a "), occ(o)]


def occupation_phrase(c):
    r = c.rng
    if c.child:
        return ["Year ", str(max(1, c.age - 4)), " pupil at ", P(c.employer if "School" in c.employer or "Academy" in c.employer
                                                                 else r.choice(["St Aidan's Primary School", "Saltmarsh Academy", "Eastgate Academy Trust"]), "ORGANIZATION")]
    k = r.randrange(4)
    if k == 0:
        return ["Works as ", a_occ(c.occupation), " for ", P(c.employer, "ORGANIZATION"), "."]
    if k == 1:
        return ["Occupation: ", occ(c.occupation), " (", P(c.employer, "ORGANIZATION"), ")."]
    if k == 2:
        return [occ(c.occupation, True), "."]
    return ["Employed by ", P(c.employer, "ORGANIZATION"), " as ", a_occ(c.occupation), "."]


def fam_occ(c, rel=None):
    r = c.rng
    f = c.family(rel)
    return f, occ(r.choice(PP.OCCUPATIONS))
