"""Shared blocks for dev227_en genres: staff, demographics, signatures, footers."""
from doc import P
import clin as C

ROLES_CA = {
    "phn": ("Public Health Nurse", ["RN, PHN", "BScN, RN", "RN", "PHN"]),
    "moh": ("Associate Medical Officer of Health", ["MD, FRCPC", "MD, MPH, CCFP", "MD"]),
    "phi": ("Public Health Inspector", ["CPHI(C)", "BASc, CPHI(C)", "PHI"]),
    "epi": ("Epidemiologist", ["MSc", "MPH", "PhD"]),
    "tbn": ("TB Program Nurse", ["RN", "RN, BScN"]),
    "cdi": ("Communicable Disease Investigator", ["RN", "BSc"]),
    "clerk": ("Program Assistant", [""]),
    "tech": ("Medical Laboratory Technologist", ["MLT", "MLT, ART"]),
    "micro": ("Medical Microbiologist", ["MD, FRCPC"]),
}
ROLES_UK = {
    "phn": ("Health Protection Practitioner", ["RGN", "RN", "SCPHN", ""]),
    "moh": ("Consultant in Health Protection", ["MB ChB, FFPH", "MRCP, FFPH", "FFPH"]),
    "phi": ("Environmental Health Officer", ["BSc (Hons) EHP", "MCIEH", ""]),
    "epi": ("Senior Epidemiology Scientist", ["MSc", "PhD"]),
    "tbn": ("TB Nurse Specialist", ["RGN", "RN, BSc"]),
    "cdi": ("Health Protection Practitioner", ["RGN", "BSc"]),
    "clerk": ("Health Protection Administrator", [""]),
    "tech": ("Biomedical Scientist", ["HCPC reg.", "BMS"]),
    "micro": ("Consultant Microbiologist", ["FRCPath"]),
}


class Staff(object):
    def __init__(self, w, key, sex=None):
        self.p = w.staff(sex)
        roles = ROLES_CA if w.ca else ROLES_UK
        self.role, creds = roles[key]
        self.cred = w.ch(creds)
        self.key = key
        self.w = w

    def name(self):
        w = self.w
        if self.key in ("moh", "micro") and w.maybe(0.7):
            return self.p.dr()
        return w.ch([self.p.full(), self.p.full(), self.p.finit(), self.p.fn(), self.p.mid()])

    def sign(self, d, org=True, contact=True, date=None):
        w = self.w
        r = w.r.random()
        if r < 0.35:
            d.line("")
            pre = "Dr " if self.key in ("moh", "micro") and w.maybe(0.5) else ""
            d.f("{pre}{nm}{cr}\n", pre=pre, nm=self.p.full(), cr=(", " + self.cred) if self.cred else "")
            d.line(self.role)
        elif r < 0.6:
            d.f("\nSigned: {nm}{cr} ({role})\n", nm=self.p.mid(), cr=(" " + self.cred) if self.cred else "", role=self.role)
        elif r < 0.8:
            d.f("\n-- {nm}, {role}\n", nm=w.ch([self.p.full(), self.p.finit()]), role=self.role)
        else:
            d.f("\nElectronically signed by {nm} on {dt} at {tm}\n", nm=self.p.full(),
                dt=date if date is not None else w.D(0), tm="%02d:%02d" % (w.r.randint(7, 19), w.r.randint(0, 59)))
        if org and w.maybe(0.5):
            d.line("{o}", o=w.org("hp"))
        if contact:
            k = w.r.random()
            if k < 0.3:
                d.line("Tel: {ph} | Fax: {fx}", ph=w.phone(mobile=False), fx=w.fax())
            elif k < 0.55:
                d.line("{ph}  {em}", ph=w.phone(), em=w.email(self.p))
            elif k < 0.7:
                d.line("Direct line {ph}", ph=w.phone(mobile=False, ext=True))
        if w.maybe(0.22):
            if self.key in ("moh", "micro"):
                d.line("{lb} {n}", lb=w.lic_doc_label(), n=w.lic_doc())
            elif self.key in ("phn", "tbn", "cdi"):
                d.line("{lb} {n}", lb=w.lic_nurse_label(), n=w.lic_nurse())


def agep(a):
    """Short age pieces: int years, or float (<2) shown in months."""
    if isinstance(a, float):
        return [P(str(max(1, int(a * 12))), "AGE"), " mo"]
    return [P(str(a), "AGE")]


def tm(w):
    r = w.r
    return r.choice(["%02d:%02d", "%02d%02dh", "%02d:%02d hrs", "%d.%02d"]) % (r.randint(7, 21), r.randint(0, 59))


def demo(d, w, pt, age, dob, a=None, fields=("name", "dob", "hcn", "addr", "phone"), style=None, sex=None):
    """Demographics block; only fields listed, randomly styled."""
    style = style or w.ch(["table", "table", "inline", "caps"])
    sex = sex or pt.sex
    items = []
    for f in fields:
        if f == "name":
            lab = w.ch(["Name", "Client", "Patient", "Case", "Client name", "Surname, Forename"])
            val = pt.caps() if style == "caps" else w.ch([pt.lf(), pt.full(), pt.mid(), pt.caps()])
            items.append((lab, val))
        elif f == "dob":
            lab = w.ch(["DOB", "D.O.B.", "Date of birth", "DOB"])
            v = [w.D_dob(dob)]
            if w.maybe(0.5):
                if isinstance(age, float):
                    v += [" (", agep(age), ")"]
                else:
                    v += [" (", P(str(age), "AGE"), w.ch([")", " y)", " yrs)", "y)"])]
            items.append((lab, v))
            if w.maybe(0.4):
                items.append(("Sex", w.ch([sex, "F" if sex == "F" else "M", "Female" if sex == "F" else "Male"])))
        elif f == "age":
            items.append(("Age", agep(age)))
        elif f == "hcn":
            items.append((w.hcn_label(), w.hcn(pt)))
        elif f == "mrn":
            items.append((w.ch(["MRN", "Hosp no.", "Hospital No", "Chart #", "Unit no."]), w.mrn()))
        elif f == "ssn":
            items.append((w.ssn_label(), w.ssn()))
        elif f == "addr":
            a = a or w.addr()
            items.append((w.ch(["Address", "Home address", "Addr", "Residence"]), w.addr_line(a)))
        elif f == "phone":
            items.append((w.ch(["Phone", "Tel", "Home", "Contact no.", "Mobile", "Cell"]), w.phone()))
        elif f == "email":
            items.append(("Email", w.email(pt)))
        elif f == "case":
            items.append((w.ch(["Case ID", "Case #", "Investigation no.", "HPZone ref" if not w.ca else "CCM ID"]), w.case_id()))
        elif f == "acct":
            items.append((w.ch(["Encounter", "Visit #", "Acct"]), w.acct()))
        elif f == "occ":
            if isinstance(age, int) and age >= 18:
                jp, je = job(w, age)
                items.append((w.ch(["Occupation", "Occ", "Employment"]), [jp, " - ", je] if je is not None else jp))
        elif f == "gp":
            lab = "Family physician" if w.ca and w.maybe(0.6) else "GP"
            g = w.staff()
            items.append((lab, [g.dr() if w.maybe(0.7) else g.full(), ", ", w.gp_practice()]))
        elif f == "lang":
            import pools
            items.append(("Language", w.ch(pools.LANGS) + w.ch(["", " (interpreter req'd)", "; English limited"])))
    if style == "inline":
        for i, (lab, val) in enumerate(items):
            d.f("{l}: {v}", l=lab, v=val)
            d.t(" | " if (i % 3 != 2 and i != len(items) - 1) else "\n")
        if not d.tail_is_nl():
            d.nl()
    else:
        for lab, val in items:
            if style == "caps":
                lab = lab.upper()
            d.f("{l}:{sp}{v}\n", l=lab, sp=" " * w.r.randint(1, 3), v=val)
    return a


def audit(d, w, staff_p=None, kind=None):
    """Footer with system/audit details."""
    k = kind or w.ch(["user", "user", "ip", "print", "conf", "none"])
    if k == "user":
        d.f("\nEntered by: {u}   Date: {dt} {t}\n", u=w.user(staff_p or w.staff()), dt=w.D(w.r.randint(0, 3)), t=tm(w))
    elif k == "ip":
        d.f("\n[audit] last edit {u} from {ip} {dt}\n", u=w.user(staff_p or w.staff()), ip=w.ip(), dt=w.D(w.r.randint(0, 5)))
    elif k == "print":
        d.f("\nPrinted {dt} {t} by {u} - page 1 of 1\n", dt=w.D(w.r.randint(0, 9)), t=tm(w), u=w.user(staff_p or w.staff()))
    elif k == "conf":
        d.t("\nCONFIDENTIAL - contains personal health information. If received in error, notify sender")
        d.f(" at {ph} and destroy.\n", ph=w.phone(mobile=False))


def bullets(d, w, items):
    for it in items:
        d.t(w.bul)
        d.add(it)
        d.t("\n")


def distract(w, n=1):
    return [w.ch(C.DISTRACT) for _ in range(n)]


def heading(d, w, s):
    st = w.r.random()
    if st < 0.35:
        d.f("\n{h}\n", h=s.upper())
    elif st < 0.6:
        d.f("\n{h}:\n", h=s)
    elif st < 0.8:
        d.f("\n== {h} ==\n", h=s)
    else:
        d.f("\n{h}\n{u}\n", h=s, u="-" * len(s))


IMM_SCHED = [("MMR #1", 1.0), ("MMR #2", 4.5), ("DTaP-IPV #4", 4.2), ("HPV #1", 12.3), ("Tdap (adolescent)", 14.5),
             ("MenACWY", 14.0), ("Td booster", 25.0), ("Pneumo (PPV23)", 65.2), ("Shingrix #1", 66.0)]


def imm_hx(d, w, dob, age):
    """Immunization history line with dose dates derived from DOB."""
    import datetime as dt
    if not isinstance(age, int) or age < 2 or not w.maybe(0.6):
        return
    src = w.ch(["Panorama", "provincial registry", "yellow card", "client recall"] if w.ca else
               ["GP record", "red book", "Child Health Information Service", "patient recall"])
    d.t("Immunization hx (" + src + "): ")
    done = [(n, a) for n, a in IMM_SCHED if a <= age]
    done = done[-w.r.randint(1, 4):] if done else []
    if not done or w.maybe(0.15):
        d.t("none documented.\n")
        return
    for i, (n, a) in enumerate(done):
        x = dob + dt.timedelta(days=int(a * 365.25) + w.r.randint(0, 60))
        d.f("{n} {dt}{s}", n=n, dt=w.D(x) if w.maybe(0.5) else w.Dmy(x), s="; " if i < len(done) - 1 else ".\n")


def narr(d, w, pt, age, sx, fever=True, on=None, vit=True):
    """Free-text clinical course paragraph."""
    r = w.r
    he = "She" if pt.sex == "F" else "He"
    on = -r.randint(4, 12) if on is None else on
    d.f("{p} {x} on {dt} with {sx}. ", p=w.ch([pt.titled(), pt.fn(), he]) if age >= 16 else pt.fn(),
        x=w.ch(["became unwell", "first noticed symptoms", "reports onset of illness", "was well until"]), dt=w.Ds(on), sx=sx)
    if w.maybe(0.6):
        g = w.staff()
        d.f("Seen by {g} at {h} on {dt}", g=g.dr(), h=w.ch([w.gp_practice(), w.hosp()]), dt=w.Ds(on + r.randint(1, 3)))
        d.t(w.ch([" and sent home with advice. ", "; swabs taken. ", ", referred to ED. ", " - initially treated as viral illness. "]))
    if w.maybe(0.45):
        rel = w.ch(["Partner", "Husband", "Wife", "Daughter", "Son", "Mother", "Flatmate", "Neighbour"])
        f = w.person("FAMILY", sex="F" if rel in ("Wife", "Daughter", "Mother") else ("M" if rel in ("Husband", "Son") else None))
        d.f("{rel} {f} {x}. ", rel=rel,
            f=w.ch([f.fn(), f.full()]), x=w.ch(["drove " + ("her" if pt.sex == "F" else "him") + " to hospital",
                                                  "has similar but milder symptoms", "is well", "provided collateral history by phone"]))
    if isinstance(age, int) and age >= 18 and w.maybe(0.5):
        jp, je = job(w, age)
        if je is None:
            d.f("{he} is a {p}. ", he=he, p=jp)
        else:
            d.f("{he} works as a {p}{o} and last worked {dt}. ", he=he, p=jp, o=[" for ", je] if w.maybe(0.6) else "",
                dt=w.Ds(on + r.randint(-1, 2)))
    d.t(w.ch(["No significant PMH. ", "PMH: T2DM, HTN. ", "PMH asthma. ", "Background of COPD (ex-smoker 30 pack-yr). ",
              "PMH: CKD stage 3, on ramipril. ", "Immunosuppressed (methotrexate for RA). ", ""]))
    if w.maybe(0.5):
        d.t("Regular meds: " + ", ".join(r.sample(C.MEDS_BG, r.randint(1, 3))) + ". ")
    d.t(w.ch(["NKDA.", "Allergy: penicillin (rash).", "Allergies: nil known.", "Sulfa allergy."]) + "\n")
    if vit and w.maybe(0.5):
        d.line(C.vitals(r, fever=fever))


JOBMAP = [
    (("driver", "trucker"), ["Northern Loop Logistics", "Tri-City Transit", "Quayside Taxis", "Cobalt Fulfilment Centre"]),
    (("poultry",), ["Harcastle Poultry Ltd"]), (("meat",), ["Dalemoor Meat Processors"]),
    (("care assistant", "support worker", "healthcare assistant"), ["CARE", "Sunrise Home Care Agency"]),
    (("teacher", "teaching", "nursery", "early childhood"), ["SCHOOL"]),
    (("cook", "chef", "dishwasher", "kitchen porter", "barista", "bartender", "food handler"), ["FOOD", "Harbourfront Hotel"]),
    (("warehouse", "delivery", "postal"), ["Cobalt Fulfilment Centre", "Northern Loop Logistics", "Sterling Cold Storage"]),
    (("farm", "agricultural"), ["Fenwick Mushroom Farm", "Maple Leaf Growers Co-op", "Prairie Gold Seeds"]),
    (("construction", "bricklayer", "electrician", "plumber"), ["Kingsway Construction"]),
    (("miner",), ["Copperline Mining Corp"]), (("fisherman",), ["Bluewater Fisheries"]),
    (("security",), ["Pennant Security Ltd"]), (("cleaner", "housekeeper"), ["Red Kite Cleaning Services", "Harbourfront Hotel"]),
    (("call centre",), ["Brightwater Contact Centre", "Avalon Call Solutions"]), (("prison",), ["Greystone Correctional Centre"]),
    (("shelter",), ["Harbour Light Shelter"]), (("flight attendant",), ["AIR"]), (("packaging", "retail"), ["Oakridge Packaging"]),
]


def job(w, age):
    """Profession and a plausible employer (None when retired/self-employed)."""
    p = w.prof(age)
    if "retired" in p.s or "childminder" in p.s:
        return p, None
    for keys, emps in JOBMAP:
        if any(k in p.s for k in keys):
            e = w.ch(emps)
            if e == "CARE":
                return p, w.care_home()
            if e == "SCHOOL":
                return p, w.org("school")
            if e == "FOOD":
                return p, w.org("food")
            if e == "AIR":
                return p, w.org("air")
            return p, P(e, "ORGANIZATION")
    return p, (w.org("emp") if w.maybe(0.5) else None)
