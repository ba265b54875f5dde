"""Shared case set-up and recurring blocks (demographics, sign-offs, audit footers)."""
import clin
import clin2
import places
from ctx import Ctx
from note import P

STAFF_FORMS = ["full", "full", "init_sur", "full_mi", "init_sur_nodot", "last_first"]
PT_FORMS = ["full", "full", "LAST_FIRST", "last_first", "full_mi", "LAST_FIRST_MI", "given_init"]


def new_case(rng, country, grp, need_labs=False):
    c = Ctx(rng, country)
    raw = clin2.pick(c, grp)
    while need_labs and raw["labs"] == "none":
        raw = clin2.pick(c, grp)
    scen = {k: clin.T(c, v) for k, v in raw.items()}
    r = rng
    if grp == "med" and scen["key"] == "peds_dose":
        m = r.randint(3, 48)
    elif grp == "peds":
        m = r.choice([r.randint(7, 23), r.randint(12, 47), r.randint(24, 71), r.randint(60, 168)])
    elif grp == "adult":
        m = 12 * r.randint(14, 86)
    elif grp == "work":
        m = 12 * r.randint(17, 66)
    elif grp == "bite":
        m = 12 * r.randint(2, 82)
    else:
        m = 12 * r.choice([r.randint(66, 98), r.randint(30, 80)])
    c.age_m = m
    c.age_y = m // 12
    c.sex = r.choice("FM")
    c.pt = c.person("PATIENT", c.sex, c.age_y)
    c.dob_d = c.dob(c.age_y, m % 12)
    if c.age_y < 1:
        c.wt = round(r.uniform(6.5, 10.5), 1)
    elif c.age_y < 14:
        c.wt = round(8 + c.age_y * 3 + r.uniform(-1.5, 3.5), 1)
    else:
        c.wt = float(r.randint(48, 118))
    csex = r.choice("FFFM") if c.age_y < 16 else r.choice("FM")
    share = c.age_y < 18 and r.random() < 0.7
    c.caller = c.person("FAMILY", csex, surname=c.pt.surname if share else None,
                        origin=c.pt.origin if share or r.random() < 0.6 else None)
    if c.age_y < 16:
        c.rel = r.choice(["mother", "mom", "father", "grandmother", "dad", "mother", "babysitter", "aunt",
                          "grandfather", "foster mother"] if c.country == "US" else
                         ["mother", "mum", "father", "grandmother", "dad", "mother", "nanny", "aunt", "grandfather"])
        if csex == "M" and c.rel in ("mother", "mom", "mum", "grandmother", "babysitter", "aunt", "foster mother", "nanny"):
            c.rel = r.choice(["father", "dad", "grandfather", "uncle"])
        if csex == "F" and c.rel in ("father", "dad", "grandfather"):
            c.rel = r.choice(["mother", "grandmother", "aunt"])
    else:
        a = c.age_y
        if csex == "F":
            opts = ["wife", "partner", "friend", "neighbour", "sister"] + (["mother"] if a < 40 else []) + \
                (["daughter", "daughter", "granddaughter"] if a > 55 else ["roommate"])
        else:
            opts = ["husband", "partner", "friend", "neighbour", "brother"] + (["father"] if a < 40 else []) + \
                (["son", "son", "grandson"] if a > 55 else ["roommate"])
        c.rel = r.choice(opts)
    c.job = P(r.choice(WORK_JOB.get(scen["key"]) or story_jobs(grp)), "PROFESSION")
    a = c.age_y
    if a < 16:
        c.caller_age = a + r.randint(17, 30) if c.rel not in ("grandmother", "grandfather") else a + r.randint(40, 60)
    elif c.rel in ("mother", "father"):
        c.caller_age = a + r.randint(19, 34)
    elif c.rel in ("son", "daughter"):
        c.caller_age = max(18, a - r.randint(22, 38))
    elif c.rel in ("grandson", "granddaughter"):
        c.caller_age = max(16, a - r.randint(45, 60))
    else:
        c.caller_age = max(16, a + r.randint(-8, 8))
    c.scen = scen
    c.sub = clin.T(c, scen["sub"])
    return c


def sexw(c, style=None):
    r = c.rng
    s = style or r.choice(["letter", "word", "child"])
    if s == "letter":
        return c.sex
    if s == "child" and c.age_y < 16:
        return "girl" if c.sex == "F" else "boy"
    return "female" if c.sex == "F" else "male"


def pt_age(c, style=None):
    if c.age_y < 3 or (c.age_y < 6 and c.rng.random() < 0.3):
        return c.child_age(c.age_m, style)
    return c.age(c.age_y, style, sex=c.sex)


def pt_name(c, forms=None):
    return c.pt.nm(c.rng.choice(forms or PT_FORMS))


def staff(c, n=1):
    out = [c.person("DOCTOR") for _ in range(n)]
    return out if n > 1 else out[0]


def staff_ref(c, d, with_title=None, forms=None):
    """Pieces naming a staff member: optional Dr title, never inside the span."""
    r = c.rng
    f = r.choice(forms or STAFF_FORMS)
    if with_title is None:
        with_title = r.random() < 0.5
    if with_title and f not in ("last_first",):
        return [r.choice(["Dr. ", "Dr "]), d.nm(f)]
    return [d.nm(f)]


def cred(c, role):
    r = c.rng
    return {
        "spi": r.choice([", RN, CSPI", " RN CSPI", ", PharmD, CSPI", ", SPI", " (SPI)", ", RN BSN, CSPI", ", BPharm"]),
        "nurse": r.choice([", RN", " RN", ", RN, BSN", " RN", ", RPN", ", CNS"]),
        "md": r.choice([", MD", " MD", ", DO", " MBBS FACEM", ", MD FRCPC", " FACMT", ""]),
        "medic": r.choice([", Paramedic", " EMT-P", " ACP", " PCP", ", ICP", " AP"]),
        "disp": r.choice([" (EMD)", ", EMD", " EMD-Q", ""]),
    }[role]


def signoff(c, d, role, prefix=None, lic=None, user=None):
    """A signature line for staff member d."""
    r = c.rng
    pre = prefix or r.choice(["Signed: ", "Electronically signed by ", "-- ", "Completed by: ", "", "Author: "])
    f = r.choice(["full", "full", "full_mi", "init_sur", "last_first"])
    out = [pre, d.nm(f), cred(c, role)]
    if lic or (lic is None and r.random() < 0.3):
        out += [r.choice([" | Lic ", ", lic# ", " Reg no. ", " #"]), c.license("prof")]
    if user or (user is None and r.random() < 0.25):
        op, cl = r.choice([(" (user: ", ")"), (" [login ", "]"), (" (login ", ")")])
        out += [op, c.username(d), cl]
    return out


def demo_block(c, style=None, extra=0.5, addr=True, phone=True):
    """Patient demographics block; returns nothing, writes to a list of lines."""
    r = c.rng
    s = style or r.choice(["colon", "pipe", "compact"])
    lines = []
    if s == "colon":
        lines.append(["Patient: ", pt_name(c), r.choice(["", "   "]) and "   Sex: " + c.sex])
        lines.append(["DOB: ", c.date(c.dob_d), "   Age: ", pt_age(c)])
        if addr:
            lines.append(["Address: ", c.address()])
        if phone:
            lines.append([r.choice(["Phone: ", "Home ph: ", "Contact #: ", "Callback: "]), c.phone()])
    elif s == "pipe":
        l1 = ["Name: ", pt_name(c, ["LAST_FIRST", "LAST_FIRST_MI", "last_first"]), " | DOB ", c.date(c.dob_d),
              " | ", pt_age(c, "y"), " ", c.sex]
        lines.append(l1)
        if addr:
            lines.append(["Addr: ", c.address()])
        if phone:
            lines.append(["Ph: ", c.phone(), " | Alt: ", c.phone(mobile=True)] if r.random() < 0.4 else ["Ph: ", c.phone()])
    else:
        l1 = [pt_name(c), ", ", pt_age(c, r.choice(["yo", "y/o", "year-old", "yr", "y"])), " ", sexw(c, "word"), ", DOB ", c.date(c.dob_d)]
        if addr:
            l1 += [", of ", P(c.city, "CITY"), " ", P(c.st, "STATE")]
        lines.append(l1)
        if phone:
            lines.append(["Best callback ", c.phone()])
    if r.random() < extra:
        k = r.choice(["mrn", "hp", "hp", "acct"])
        if k == "mrn":
            lines.append(["MRN ", c.mrn(), r.choice(["", " (" + r.choice(["ED", "ext", "regional"]) + ")"])])
        elif k == "hp":
            lab = {"US": ["Member ID: ", "Medicaid #: ", "Ins ID ", "Policy no. "],
                   "CA": ["PHN: ", "Health card: ", "OHIP # ", "HCN "],
                   "AU": ["Medicare no. ", "Medicare: ", "DVA file no. ", "Health fund member # "]}[c.country]
            lines.append([r.choice(lab), c.healthplan()])
        else:
            lines.append(["Acct: ", c.account()])
    return lines


def write_lines(n, lines):
    for ln in lines:
        n.add(ln, "\n")


def audit_footer(c, n, people, p_ip=0.35, p_url=0.15, p_dev=0.1):
    """System audit trail (usernames, IPs, device ids)."""
    r = c.rng
    n.add(r.choice(["\n--- audit ---\n", "\nAUDIT TRAIL\n", "\n[system log]\n", "\nRecord history:\n"]))
    for d in people:
        t = c.time(style="colon")
        n.add(c.date(c.shift(r.choice([1, 1, 2, 3, 5])), r.choice(["iso", "mdy_pad" if c.country == "US" else "dmy"])), " ", t, " ",
              r.choice(["edited by ", "viewed by ", "signed by ", "exported by ", "QA flag by ", "addendum by "]), c.username(d))
        if r.random() < p_ip:
            n.add(r.choice([" from ", " @ ", " ws "]), c.ip())
        n.add("\n")
    if r.random() < p_url:
        n.add(r.choice(["Attachment link: ", "Photo upload: ", "SDS ref: "]), c.url(), "\n")
    if r.random() < p_dev:
        n.add(r.choice(["Workstation SN ", "Headset serial ", "Tablet asset SN "]), c.device(), "\n")


def times(c, k, start_h=None):
    """k increasing clock times as strings (same style)."""
    r = c.rng
    h = r.randint(0, 20) if start_h is None else start_h
    m = r.randint(0, 59)
    style = r.choice(["hhmm", "colon", "h"])
    out = []
    for _ in range(k):
        out.append(c.time(h % 24, m, style))
        m += r.randint(2, 50)
        h += m // 60
        m %= 60
    return out


def story_jobs(grp):
    if grp == "work":
        return ["pool technician", "pest control technician", "farmhand", "welder", "pipefitter", "cleaner",
                "maintenance fitter", "refrigeration mechanic", "orchard worker", "spray contractor", "plater",
                "lab technician", "janitor", "process operator", "apprentice plumber", "greenhouse worker",
                "boilermaker", "custodian", "dairy hand", "water treatment operator", "tyre fitter", "detailer",
                "meat packer", "groundskeeper", "histology technician", "security guard", "concreter", "spray painter"]
    return places.PROFESSIONS


WORK_JOB = {"op": ["farmhand", "spray contractor", "orchard worker"], "hf": ["detailer", "maintenance fitter", "boilermaker", "tyre fitter"],
            "chlorine": ["pool technician", "swimming pool attendant", "cleaner"], "ammonia": ["refrigeration mechanic", "meat packer"],
            "phosphine": ["farmhand", "grain handler", "wharf labourer"], "h2s": ["water treatment operator", "dairy hand", "plumber"],
            "dcm": ["spray painter", "furniture restorer"], "cyanide": ["plater", "process operator"],
            "isocyanate": ["spray painter", "panel beater", "auto body technician"], "cement": ["concreter", "labourer"],
            "pepper": ["security guard", "loss prevention officer"], "formalin": ["histology technician", "lab technician", "mortuary attendant"]}
WORK_ACT = {"op": ["spraying a paddock", "mixing concentrate in the shed"], "hf": ["cleaning wheels", "descaling a heat exchanger"],
            "chlorine": ["servicing a pool pump", "mixing pool chemicals"], "ammonia": ["repairing a refrigeration line", "bleeding a valve"],
            "phosphine": ["checking a fumigated silo", "unloading a container"], "h2s": ["clearing a blocked pump in a wet well", "agitating a manure pit"],
            "dcm": ["stripping paint from a dresser", "cleaning spray guns"], "cyanide": ["topping up a plating bath"],
            "isocyanate": ["spray painting a vehicle", "applying clear coat"], "cement": ["laying a slab"],
            "pepper": ["restraining a shoplifter", "breaking up a fight"], "formalin": ["decanting formalin into specimen pots", "cleaning up a spill"]}
