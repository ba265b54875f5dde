"""Shared note sections: headers, signatures, audit lines, social and family history, meds and labs."""
import datetime as dt
import re

import clinical as K
import pools as P
from markup import m, low


def an(word):
    return "an" if word[:1].lower() in "aeiou" else "a"


def tm(c):
    return "%02d:%02d" % (c.r.randint(0, 23), c.r.randint(0, 59))


def hosp_name(c, upper=False, short=False):
    v = c.center["short"] if short else c.center["name"]
    return m("HOSPITAL", v.upper() if upper else v)


def header(c, title, fields, dept="Department of Medicine"):
    """fields: list of (label, marked value) pairs specific to the genre."""
    L = c.layout
    r = c.r
    if L == "templated":
        out = [hosp_name(c, upper=True) + "   " + c.center_address(),
               dept + "  |  Main: " + m("PHONE", c.center_phone()), "", title.upper(), "=" * len(title), ""]
        base = [("Patient Name", c.P(r.choice(["LFM", "LF", "lf_mi"]))), ("MRN", m("MRN", c.mrn)),
                ("DOB", c.dt(c.dob, r.choice(["mdY", "mdY1", "iso"])) + " (" + c.A("num") + " y)"), ("Sex", c.sx),
                ("Acct #", m("ACCOUNT", c.acct))]
        allf = base + fields
        for i in range(0, len(allf), 2):
            a = allf[i]
            line = "%s: %s" % a
            if i + 1 < len(allf):
                line += "      %s: %s" % allf[i + 1]
            out.append(line)
        return "\n".join(out)
    if L == "polished":
        out = [hosp_name(c) + " \u2014 " + dept, title, "",
               "Patient: %s   MRN %s   DOB %s" % (c.P(r.choice(["full", "full_mi", "full_mid"])), m("MRN", c.mrn),
                                                c.dt(c.dob, r.choice(["BdY", "mdY", "bdY"])))]
        for lab, val in fields:
            out.append("%s: %s" % (lab, val))
        return "\n".join(out)
    if L == "terse":
        f = "  ".join("%s %s" % (lab.lower(), val) for lab, val in fields[:4])
        return low("%s %s\n" % (hosp_name(c, short=True), title)) + "pt: %s  mrn %s  dob %s  %s\n%s" % (
            c.P(r.choice(["lower", "LF", "lower_last"])), m("MRN", c.mrn), c.dt(c.dob, r.choice(["mdy", "mdY1"])),
            c.A(r.choice(["yof_ns", "yo", "yof"])), f)
    # narrative / dictated
    out = [hosp_name(c, upper=r.random() < 0.5), title.upper(), "",
           "PATIENT NAME: %s" % c.P("LFM"), "MEDICAL RECORD #: %s" % m("MRN", c.mrn)]
    if r.random() < 0.5:
        out.append("ACCOUNT #: %s" % m("ACCOUNT", c.acct))
    for lab, val in fields:
        out.append("%s: %s" % (lab.upper(), val))
    return "\n".join(out)


def signature(c, role="attending", what="note"):
    L = c.layout
    r = c.r
    p = c.staff(role)
    d = c.today
    if L == "templated":
        s = "Electronically signed by: %s on %s %s\nUser ID: %s   Workstation: %s" % (
            p.n("cred"), c.dt(d, "mdY"), tm(c), m("USERNAME", p.user), m("IPADDR", c.ip))
        if r.random() < 0.5:
            s += "\nNPI: %s" % m("LICENSE", p.npi)
        return s
    if L == "polished":
        s = "%s\n%s, %s\n%s\nPager %s  |  %s" % (
            p.n("cred_mi"), r.choice(["Attending Physician", "Staff Physician", "Clinical Associate Professor"]),
            m("HOSPITAL", c.center["clinics"][0]) if r.random() < 0.3 else "Department of Medicine", hosp_name(c),
            m("PHONE", p.pager), m("EMAIL", p.email))
        s += "\nSigned %s at %s (e-signature: %s)" % (c.dt(d, r.choice(["BdY", "mdY"])), tm(c), m("USERNAME", p.user))
        return s
    if L == "terse":
        return "-- %s / %s  pgr %s  %s %s" % (
            m("DOCTOR", p.raw(r.choice(["init_low", "lower_last", "INIT"]))), m("USERNAME", p.user),
            m("PHONE", p.pager), c.dt(d, "md"), tm(c))
    tr = c.staff("transcriptionist")
    return ("Dictated by: %s\nD: %s %s   T: %s %s\nJob #: %s   DD/%s/%s\nElectronically authenticated by %s (%s) %s" % (
        p.n("drfull") if p.title else p.n("cred"), c.dt(d, "mdY"), tm(c), c.dt(d + dt.timedelta(days=r.randint(0, 1)), "mdY"),
        tm(c), m("IDNUM", c.accession("job")), m("DOCTOR", p.raw("INIT")), m("DOCTOR", tr.raw("init_low")),
        p.n("dr") if p.title else p.n("full"), m("USERNAME", p.user), c.dt(d + dt.timedelta(days=1), "mdY")))


def audit(c, n=None):
    r = c.r
    n = n or r.randint(1, 3)
    lines = ["Access log:" if r.random() < 0.5 else "AUDIT TRAIL"]
    for _ in range(n):
        p = c.staff(r.choice(["nurse", "clerk", "resident", "pharmacist", "cm", "attending"]))
        d = c.today + dt.timedelta(days=r.randint(-2, 2))
        lines.append("  %s %s  user=%s  ip=%s  action=%s" % (
            c.dt(d, r.choice(["mdY", "iso"])), tm(c), m("USERNAME", p.user), m("IPADDR", c.new_ip()),
            r.choice(["VIEW", "PRINT", "EDIT", "ADDENDUM", "SIGN"])))
    return "\n".join(lines)


def cc_block(c):
    r = c.r
    pcp = c.staff("pcp")
    fax = c.us_phone()
    s = "cc: %s, %s\n    Fax: %s" % (pcp.n(r.choice(["dr", "cred", "drfull"]) if pcp.title else "cred"),
                                     m("HOSPITAL", c.pcp_clinic), m("FAX", fax))
    if r.random() < 0.4:
        s += "   Phone: %s" % m("PHONE", c.us_phone(ext=r.random() < 0.3))
    return s


def social(c, detail=2):
    """Social history; returns marked text appropriate to the layout."""
    r = c.r
    L = c.layout
    bits = []
    if c.child:
        mom = c.family("mother")
        dad = c.family("father")
        grade = c.age - 5
        school = P.SCHOOLS[0] if grade <= 5 else (P.SCHOOLS[1] if grade <= 8 else r.choice(P.SCHOOLS[2:]))
        gtxt = "kindergarten" if grade <= 0 else "%d%s grade" % (grade, {1: "st", 2: "nd", 3: "rd"}.get(grade, "th"))
        bits.append("Lives with %s mother %s and father %s in %s. In %s at %s." % (
            c.his, mom.n("full"), dad.n("first"), m("CITY", c.addr["city"]), gtxt, m("ORGANIZATION", school)))
        p1 = r.choice(P.PROFESSIONS).replace("retired ", "")
        p2 = r.choice(P.PROFESSIONS).replace("retired ", "")
        bits.append("Mother works as %s %s at %s; father is %s %s." % (
            an(p1), m("PROFESSION", p1), m("ORGANIZATION", r.choice(P.EMPLOYERS)), an(p2), m("PROFESSION", p2)))
        bits.append("No smoke exposure at home. Immunizations up to date per %s." % c.dt(c.day(-r.randint(30, 400)), "mY"))
    else:
        rel = c.kin(["wife", "husband", "daughter", "son", "sister", "partner_f", "alone"])
        if rel == "partner_f":
            rel = "partner"
        if rel == "alone":
            bits.append("Lives alone in an apartment in %s%s." % (m("CITY", c.addr["city"]),
                        "; neighbor %s checks on %s daily" % (c.F("neighbor", "full"), c.him) if r.random() < 0.5 else ""))
        else:
            bits.append("Lives with %s %s %s in %s." % (c.his, rel, c.F(rel), m("CITY", c.addr["city"])))
        prof = c.profession
        if prof.startswith("retired "):
            bits.append("Is a retired %s, formerly with %s." % (m("PROFESSION", prof[len("retired "):]), m("ORGANIZATION", c.employer)))
        else:
            bits.append(r.choice(["Works as %s %s at %s.", "Employed as %s %s by %s.", "%s %s by trade; works for %s."])
                        % (an(prof), m("PROFESSION", prof), m("ORGANIZATION", c.employer)))
            bits[-1] = bits[-1][0].upper() + bits[-1][1:]
        if c.home != "US":
            bits.append("Visiting from %s (home in %s) for %s; flight home booked for %s. Travel insurer contacted." % (
                m("COUNTRY", c.addr["country"]), m("CITY", c.addr["city"]),
                r.choice(["a family wedding", "a conference", "vacation", "a grandchild's graduation"]),
                c.dt(c.today + dt.timedelta(days=r.randint(3, 20)), r.choice(["Bd", "md", "BdY"]))))
        elif c.pt.origin in P.ORIGIN_COUNTRIES and r.random() < 0.7:
            bits.append("Originally from %s, moved to the US in %s%s." % (
                m("COUNTRY", c.origin_country), c.dt(c.day(-r.randint(1, max(2, min(40, c.age - 1))) * 365), "Y"),
                "; prefers " + r.choice(["Spanish", "Vietnamese", "Tagalog", "Arabic", "Polish", "Amharic", "Haitian Creole",
                                         "Mandarin", "Urdu", "Portuguese"]) + " with interpreter" if r.random() < 0.4 else ""))
        bits.append(r.choice(["Tobacco: quit %s, %d pack-years." % (c.dt(c.day(-r.randint(1, max(2, min(20, c.age - 18))) * 365), "Y"), r.randint(5, 40)),
                              "Tobacco: 1 ppd x 20 yrs, current.", "Never smoker.", "Vapes daily."]) + " " +
                    r.choice(["EtOH: 2-3 beers on weekends.", "Alcohol: none.", "EtOH: social.", "Drinks 4-6 drinks/day."]) +
                    " " + r.choice(["No illicit drugs.", "Remote cocaine use.", "Marijuana occasionally.", "Denies IVDU."]))
        if detail > 1 and r.random() < 0.6:
            bits.append("Attends %s; %s." % (m("ORGANIZATION", r.choice(P.CHURCHES)),
                                              r.choice(["active in the choir", "pastor visits regularly", "community there is supportive"])))
        if detail > 1 and r.random() < 0.5:
            t = r.choice(P.TRAVEL_COUNTRIES)
            bits.append("Recent travel to %s in %s." % (m("COUNTRY", t), c.dt(c.day(-r.randint(20, 200)), r.choice(["BY", "bY"]))))
    txt = " ".join(bits)
    if L == "terse":
        txt = low(txt.replace("Lives with", "lives w/").replace("Works as a", "works as").replace("Tobacco:", "tob:"))
    return txt


def family_history(c):
    r = c.r
    items, used = [], set()
    for rel, dx in r.sample(K.FAMHX, len(K.FAMHX)):
        if rel not in used:
            used.add(rel)
            items.append((rel, dx))
    items = items[:r.randint(2, 4)]
    if c.child:
        kin = {"mother": "Maternal grandmother", "father": "Paternal grandfather", "brother": "Maternal uncle", "sister": "Paternal aunt"}
        parts = []
        for rel, dx in items:
            if r.random() < 0.5:
                parts.append("%s with %s, died at %s" % (kin[rel], dx, m("AGE", str(r.randint(55, 90)))))
            else:
                parts.append("%s: %s" % (kin[rel], dx))
        s = "; ".join(parts) + ". Parents healthy."
        return low(s) if c.layout == "terse" else s
    parts = []
    for rel, dx in items:
        if rel in ("mother", "father") and r.random() < 0.6:
            died = r.randint(48, 93)
            if r.random() < 0.2:
                parts.append("%s with %s, died in %s %s" % (rel.capitalize(), dx, "her" if rel == "mother" else "his",
                                                           m("AGE", "%ds" % (died // 10 * 10))))
            else:
                parts.append("%s with %s, died at %s" % (rel.capitalize(), dx, m("AGE", str(died))))
        elif rel in ("brother", "sister") and r.random() < 0.6:
            p = c.family(rel)
            if r.random() < 0.5:
                parts.append("%s %s with %s diagnosed at age %s" % (rel.capitalize(), p.n("first"), dx, m("AGE", str(max(25, c.age + r.randint(-25, -2))))))
            else:
                parts.append("%s %s, aged %s, with %s" % (rel.capitalize(), p.n("first"), m("AGE", str(max(20, c.age + r.randint(-9, 9)))), dx))
        else:
            parts.append("%s: %s" % (rel.capitalize(), dx))
    s = "; ".join(parts) + "."
    return low(s) if c.layout == "terse" else s


def med_list(c, scen, n=None, numbered=None):
    r = c.r
    n = n or r.randint(4, 8)
    meds = list(scen["meds"]) + r.sample(K.CHILD_MEDS if c.child else K.INPATIENT_MEDS, min(n, len(K.CHILD_MEDS)) if c.child else n)
    seen = []
    for x in meds:
        if x not in seen:
            seen.append(x)
    seen = seen[:n + 2]
    if c.layout == "terse":
        return ", ".join(x.lower() for x in seen)
    if numbered or (numbered is None and r.random() < 0.5):
        return "\n".join("%d. %s" % (i + 1, x) for i, x in enumerate(seen))
    return "\n".join("- " + x for x in seen)


def labs_block(c):
    r = c.r
    L = c.layout
    d = c.day(-r.randint(0, 2))
    if L == "templated":
        return "LABS (%s %s):\n%s\nCBC: %s\nOther: %s" % (c.dt(d, "mdY"), tm(c), K.bmp(r, "table"), K.cbc(r), K.misc_labs(r))
    if L == "terse":
        return "labs %s: %s\n%s\n%s" % (c.dt(d, "md"), K.bmp(r, "fishbone"), K.cbc(r).lower(), K.misc_labs(r))
    return "Laboratory data from %s: %s. %s. %s." % (c.dt(d), K.bmp(r), K.cbc(r), K.misc_labs(r))


def pmh_list(c, k=None):
    r = c.r
    pool = K.PMH_CHILD if c.child else [x for x in K.PMH if (c.age >= 55 or x not in K.PMH_OLD) and not (c.sx == "F" and x == "BPH")]
    xs = r.sample(pool, min(len(pool), k or r.randint(3, 6)))
    return xs


def demographics(c):
    """Registration / face-sheet block: address, phones, insurance, emergency contact."""
    r = c.r
    ec_rel = c.kin(["daughter", "son", "wife", "husband", "sister", "brother", "niece"])
    ec = c.family(ec_rel)
    lines = ["Address: " + c.address_line(),
             "Home: %s   Cell: %s" % (m("PHONE", c.phone), m("PHONE", c.cell)),
             "E-mail: " + m("EMAIL", c.email),
             "Emergency contact: %s (%s)  %s" % (ec.n(r.choice(["full", "lf"])), ec_rel, m("PHONE", ec.phone))]
    if c.age >= 65 and r.random() < 0.7:
        lines.append("Primary insurance: Medicare Part A/B   MBI: %s" % m("HEALTHPLAN", c.mbi))
        lines.append("Secondary: %s   Member ID: %s   Group: %s" % (m("ORGANIZATION", c.insurer), m("HEALTHPLAN", c.member),
                                                                     m("HEALTHPLAN", c.group)))
    elif r.random() < 0.25:
        lines.append("Insurance: Medicaid   ID: %s" % m("HEALTHPLAN", c.medicaid()))
    else:
        lines.append("Insurance: %s   Member ID: %s   Group #: %s" % (m("ORGANIZATION", c.insurer), m("HEALTHPLAN", c.member),
                                                                       m("HEALTHPLAN", c.group)))
    if r.random() < 0.6 and not c.child:
        lines.append("SSN: " + m("SSN", c.ssn))
    if r.random() < 0.4:
        lines.append("Patient portal: %s (activation sent to %s)" % (m("URL", c.portal_url()), m("EMAIL", c.email)))
    return "\n".join(lines)


_SH = [(r"\bpatient\b", "pt"), (r"\bPatient\b", "Pt"), (r"\bwithout\b", "w/o"), (r"\bwith\b", "w/"),
       (r"\bhistory of\b", "h/o"), (r"\bstatus post\b", "s/p"), (r"\bcomplains of\b", "c/o"),
       (r"\bshortness of breath\b", "SOB"), (r"\bdischarged\b", "d/c'd"), (r"\bdischarge\b", "d/c"),
       (r"\bfollow-up\b", "f/u"), (r"\bfollow up\b", "f/u"), (r"\bdiagnosis\b", "dx"), (r"\btreatment\b", "tx"),
       (r"\bhospital day\b", "HD"), (r"\bapproximately\b", "~"), (r"\bnegative\b", "neg"), (r"\bpositive\b", "pos"),
       (r"\bbilateral\b", "b/l"), (r"\bhours\b", "hrs"), (r"\bminutes\b", "min"), (r" and ", " & "),
       (r"\bevaluation\b", "eval"), (r"\bmedications\b", "meds"), (r"\bblood pressure\b", "BP"),
       (r"\bheart rate\b", "HR"), (r"\bnormal\b", "nl"), (r"\bsecondary to\b", "2/2"), (r"\bincreased\b", "incr"),
       (r"\bdecreased\b", "decr"), (r"\bcontinue\b", "cont"), (r"\bappointment\b", "appt"), (r"\bprn\b", "PRN"),
       (r"\bThe \b", ""), (r"\bthe \b", ""), (r"\bwas\b ", ""), (r"\bemergency department\b", "ED"),
       (r"\bEmergency Department\b", "ED"), (r"\btelephone\b", "tel"), (r"\bdaughter\b", "dtr"),
       (r"\bhusband\b", "hus"), (r"\bpresented\b", "p/w"), (r"\bsymptoms\b", "sx"), (r"\bweeks\b", "wks"),
       (r"\bnursing\b", "nsg"), (r"\bphysical therapy\b", "PT"), (r"\bbecause\b", "b/c"), (r"\bmonths\b", "mos")]


def shorthand(marked, lower=True):
    """Shorthand on the plain text between markers only; optionally lower-case everything."""
    parts = re.split("(\x01[A-Za-z_]+\x02[^\x01\x02\x03]*\x03)", marked)
    out = []
    for i, p in enumerate(parts):
        if i % 2 == 0:
            for a, b in _SH:
                p = re.sub(a, b, p)
        out.append(p)
    s = "".join(out)
    return low(s) if lower else s
