"""Shared note sections: letterheads, patient blocks, signatures, vitals."""
from core import P, R, ch, chance, ri, rf, wchoice
import ents as E


def tm(h0=7, h1=18):
    h, m = ri(h0, h1), ri(0, 59)
    k = R.random()
    if k < 0.6:
        return "%02d:%02d" % (h, m)
    if k < 0.8:
        return "%02d%02dh" % (h, m)
    hh = h % 12 or 12
    return "%d:%02d %s" % (hh, m, "am" if h < 12 else "pm")


def tstyle():
    return wchoice([("hm", 6), ("mil", 2), ("ampm", 2)])


def tf(mins, style):
    h, m = (mins // 60) % 24, mins % 60
    if style == "hm":
        return "%02d:%02d" % (h, m)
    if style == "mil":
        return "%02d%02dh" % (h, m)
    hh = h % 12 or 12
    return "%d:%02d %s" % (hh, m, "am" if h < 12 else "pm")


def rule(n, ch_="-", w=None):
    n.add(ch_ * (w or ri(40, 68)) + "\n")


def letterhead(n, c, dept, fax=True, url=False, email=False):
    n.add([c.hospital(), "\n"])
    n.add(dept + "\n")
    a = c.hosp_addr
    if chance(0.8):
        n.add(c.addr_line(a))
        n.add("\n")
    n.add([ch(["Tel: ", "Ph ", "Phone: ", "T: "]), c.phone(ext=chance(0.3))])
    if fax:
        n.add([ch(["   Fax: ", " | Fax ", "  F: "]), c.fax()])
    n.add("\n")
    if url:
        n.add([c.url("site"), "\n"])
    if email:
        n.add(["Email: ", c.dept_email(ch(["gi.admin", "clinic.admin", "outpatients", "admin.office",
                                              "bookings"])), "\n"])
    n.add("\n")


def pt_block(n, c, card=True, addr=False, phone=False, age=True, acct=False):
    pt = c.pt
    k = R.random()
    lab, hc = c.healthcard()
    if k < 0.35:
        n.add(["Patient: ", pt.last_first(), "\n"])
        n.add(["DOB: ", c.dob_p(), "   "])
        if age:
            n.add(["Age: ", E.age_val(c.age), "   "])
        n.add(["Sex: ", pt.sex, "\n"])
        n.add([c.mrn_label(), ": ", c.mrn()])
        if card:
            n.add(["   ", lab, ": ", hc])
        n.add("\n")
    elif k < 0.65:
        n.add(["Name: ", pt.full_mid(), " | ", c.mrn_label(), " ", c.mrn(), " | DOB ",
               c.dob_p()])
        if age:
            n.add([" (", E.age_val(c.age), ch(["y", " yrs", " y/o", ""]), ")"])
        n.add("\n")
        if card:
            n.add([lab, " ", hc, "\n"])
    else:
        n.add(["PATIENT NAME:  ", pt.last_first(True), "\n"])
        n.add([c.mrn_label().upper(), ":  ", c.mrn(), "\n"])
        n.add(["D.O.B.:  ", c.dob_p(), "\n"])
        if age:
            n.add(["AGE/SEX:  ", E.age_val(c.age), "/", pt.sex, "\n"])
        if card:
            n.add([lab.upper(), ":  ", hc, "\n"])
    if addr:
        a = c.address()
        n.add(["Address: "] + c.addr_line(a) + ["\n"])
    if phone:
        n.add([ch(["Phone: ", "Home ph: ", "Contact: ", "Mobile: "]),
               c.phone(mobile=(not c.ca) and chance(0.6), ext=False), "\n"])
    if acct:
        n.add([ch(["Encounter: ", "Visit #: ", "Acct: ", "Event no.: "]), c.account(), "\n"])


def signature(n, c, doc, role="MD", lic=None, when=True, user=None, dr=True):
    if lic is None:
        lic = chance(0.45)
    if user is None:
        user = chance(0.3)
    k = R.random()
    nm = doc.dr(True) if dr else [doc.full()]
    if k < 0.4:
        n.add(["\nElectronically signed by: "] + nm + [", " + role])
    elif k < 0.7:
        n.add(["\n", doc.full(), ", " + role])
    else:
        n.add(["\n" + ch(["Signed: ", "Authorised by: ", "Reported by: "])] + nm + ([] if dr else [", " + role]))
    if lic:
        l, v = c.licence_no()
        n.add([" (" + l + " ", v, ")"])
    if when:
        n.add([" on ", c.d(ri(0, 2)), " at ", tm()])
    n.add("\n")
    if user:
        n.add(["e-signature user: ", doc.username(), "\n"])


def dictation(n, c, doc):
    typ = E.staff_name(c)
    k = R.random()
    if k < 0.5:
        n.add(["D: ", c.d(0), "  T: ", c.d(ri(0, 2)), "  ", doc.lower_initials(), "/",
               typ.lower_initials(), "\n"])
    else:
        n.add(["Dictated by ", doc.init_last(), "; transcribed by ", typ.full(), " on ",
               c.d(ri(0, 2)), "\n"])


def cc_block(n, c, gp=None, clinic=None):
    gp = gp or E.staff_name(c)
    n.add(["cc: "] + gp.dr(True) + [", ", clinic or c.clinic()])
    if chance(0.5):
        n.add([" (fax ", c.fax(), ")"])
    n.add("\n")
    return gp


def vitals(n, pre="Vitals: "):
    n.add(pre + "BP %d/%d, HR %d, RR %d, SpO2 %d%% %s, T %.1f\n" % (
        ri(92, 168), ri(50, 98), ri(54, 118), ri(12, 24), ri(91, 100),
        ch(["RA", "on RA", "2L NP", "room air"]), rf(35.9, 37.8)))


def nok(n, c, label="NOK: ", phone=True):
    f = E.family(c)
    n.add([label, f.full(), " (" + E.rel_word(f) + ")"])
    if phone:
        n.add([", ", c.phone(mobile=chance(0.6), ext=False)])
    n.add("\n")
    return f


def social(n, c, pre="Social: "):
    """A short social history with occupation and household."""
    n.add(pre)
    k = R.random()
    if k < 0.3:
        n.add(["Works as a ", E.profession(), " at ", c.employer(), ". "])
    elif k < 0.55:
        n.add(["Occupation: ", E.profession(), ". "])
    elif k < 0.75:
        n.add(["Retired ", E.profession(True), ". "])
    else:
        n.add(["Employed by ", c.employer(), " as a ", E.profession(), ". "])
    f = E.family(c)
    rel = E.rel_word(f)
    n.add("Lives with ")
    n.add([rel + " ", f.first_only() if chance(0.5) else f.full(), " in ", c.address()["city"], ". "])
    n.add(ch(["Non-smoker. ", "Ex-smoker, quit %d years ago. " % ri(2, 30),
              "Smokes %d cigarettes/day. " % ri(5, 25), "Vapes daily. "]))
    n.add(ch(["Alcohol nil. ", "Alcohol ~%d standard drinks/week. " % ri(2, 40),
              "Previously heavy alcohol use, abstinent %d months. " % ri(3, 30),
              "Occasional alcohol. "]))
    n.add("\n")
    return f


def lab_val(name, lo, hi, unit, nd=0):
    v = R.uniform(lo, hi)
    if nd == 0:
        return "%s %d %s" % (name, round(v), unit)
    return "%s %.*f %s" % (name, nd, v, unit)


def labs_line(n, c, labs=None):
    labs = labs or ["Hb", "WCC", "Plt", "Na", "K", "Cr", "ALT", "Bili", "Alb", "INR", "CRP"]
    out = []
    for lb in labs:
        out.append({
            "Hb": lambda: lab_val("Hb", 62, 158, "g/L"),
            "WCC": lambda: lab_val("WCC", 2.1, 18.4, "x10^9/L", 1),
            "Plt": lambda: lab_val("Plt", 38, 460, "x10^9/L"),
            "Na": lambda: lab_val("Na", 124, 144, "mmol/L"),
            "K": lambda: lab_val("K", 2.9, 5.6, "mmol/L", 1),
            "Cr": lambda: lab_val("Cr", 48, 240, "umol/L"),
            "Urea": lambda: lab_val("Urea", 2.5, 24.0, "mmol/L", 1),
            "ALT": lambda: lab_val("ALT", 12, 410, "U/L"),
            "Bili": lambda: lab_val("Bili", 5, 180, "umol/L"),
            "Alb": lambda: lab_val("Alb", 19, 46, "g/L"),
            "INR": lambda: lab_val("INR", 0.9, 2.6, "", 1).rstrip(),
            "CRP": lambda: lab_val("CRP", 1, 240, "mg/L"),
            "Ferritin": lambda: lab_val("Ferritin", 4, 900, "ug/L"),
            "Mg": lambda: lab_val("Mg", 0.45, 1.05, "mmol/L", 2),
            "PO4": lambda: lab_val("PO4", 0.38, 1.6, "mmol/L", 2),
            "Lipase": lambda: lab_val("Lipase", 20, 3200, "U/L"),
        }[lb]())
    n.add(", ".join(out) + "\n")


def allergies(n):
    n.add("Allergies: " + ch(["NKDA", "nil known", "Penicillin (rash)", "Sulfa (hives)",
                              "Codeine (nausea)", "Latex", "Contrast (urticaria)",
                              "NKDA", "Morphine (itch)"]) + "\n")


MEDS = ["pantoprazole 40 mg PO daily", "omeprazole 20 mg BD", "metformin 1 g BID",
        "apixaban 5 mg BID", "rivaroxaban 20 mg daily", "aspirin 81 mg daily",
        "aspirin 100 mg daily", "clopidogrel 75 mg daily", "atorvastatin 40 mg nocte",
        "ramipril 5 mg daily", "amlodipine 5 mg daily", "spironolactone 100 mg daily",
        "furosemide 40 mg mane", "propranolol 20 mg BD", "carvedilol 6.25 mg BID",
        "lactulose 20 mL TDS titrate to 2-3 BM/day", "rifaximin 550 mg BID",
        "mesalazine 4 g daily", "azathioprine 125 mg daily", "prednisone 20 mg daily",
        "budesonide 9 mg daily", "levothyroxine 100 mcg daily", "sertraline 50 mg daily",
        "ursodiol 500 mg BID", "entecavir 0.5 mg daily", "tenofovir 245 mg daily",
        "ferrous sulfate 300 mg daily", "vitamin D 1000 IU daily", "thiamine 100 mg daily",
        "empagliflozin 10 mg daily", "insulin glargine 18 units nocte",
        "ondansetron 4 mg PRN", "loperamide 2 mg PRN", "Creon 25,000 units with meals"]


def med_list(n, k=None, pre="Medications:\n"):
    k = k or ri(2, 7)
    n.add(pre)
    for m in R.sample(MEDS, k):
        n.add("- " + m + "\n")


def nick_line(n, c):
    """'Prefers to be called "Doug".' when the patient has a nickname."""
    nk = c.pt.nick_p()
    if nk is None:
        return False
    n.add([ch(["Prefers to be called \"", "Known as \"", "Goes by \""]), nk, "\". "])
    return True
