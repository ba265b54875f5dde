"""Reusable document blocks: letterheads, patient banners, signatures, cc
lists, audit footers."""
import ids
import world as W
import case as K
from core import P
from narr import D


def nat_label(c):
    return {"UK": "NHS No", "IE": "PPSN", "US": "SSN", "CA": "SIN", "AU": "TFN"}[c]


def plan_label(c):
    return {"UK": "Policy No", "IE": "Medical Card No", "US": "Member ID", "CA": "Health Card No", "AU": "Medicare No"}[c]


def mrn_label(rng, c):
    return rng.choice({"UK": ["Hosp No", "Hospital No", "MRN", "Unit No", "RXN"], "IE": ["MRN", "Hosp No", "Chart No"],
                       "US": ["MRN", "MR#", "Med Rec No"], "CA": ["MRN", "Chart #", "MRN"],
                       "AU": ["URN", "UR No", "MRN"]}[c])


def letterhead(rng, k, n, dept=None, h=None):
    h = h or k.hosp
    dept = dept or rng.choice(["Department of Gastroenterology", "IBD Service", "Inflammatory Bowel Disease Unit",
                               "Digestive Diseases Centre", "Gastroenterology & Hepatology", "IBD Centre"])
    v = rng.randrange(3)
    if v == 0:
        n.add([P(h.name, "HOSPITAL"), "\n", dept, "\n"])
        n.add(W.addr_block(h.addr, rng))
        n.f("\nTel: {T}   Fax: {F}\n", T=P(h.phone, "PHONE"), F=P(h.fax, "FAX"))
        if rng.random() < 0.6:
            n.f("Email: {E}\n", E=P(h.email, "EMAIL"))
        if rng.random() < 0.3:
            n.f("{U}\n", U=P(h.url, "URL"))
    elif v == 1:
        n.add([dept.upper(), "\n", P(h.name.upper() if rng.random() < 0.3 else h.name, "HOSPITAL"), ", "])
        n.add(W.addr_inline(h.addr, rng))
        n.f("\nSecretary: {T} | IBD Advice Line: {A} | Fax {F}\n", T=P(ids.phone_with_ext(rng, k.c), "PHONE"),
            A=P(h.advice_phone, "PHONE"), F=P(h.fax, "FAX"))
    else:
        n.add([P(h.name, "HOSPITAL"), " - ", dept, "\n"])
        n.f("{B}, ", B=P(h.building, "LOCATION_OTHER"))
        n.add(W.addr_inline(h.addr, rng))
        n.f("\nSwitchboard {T}  |  {E}\n", T=P(h.phone, "PHONE"), E=P(h.email, "EMAIL"))
    n.t("\n")


def pt_banner(rng, k, n, style=None, acct=False):
    """Patient identification block."""
    c = k.c
    pt = k.pt
    style = style if style is not None else rng.randrange(4)
    if style == 0:
        n.f("Re: {N}   DOB: {DOB}\n", N=W.name(pt, "PATIENT", rng.choice(["fl", "fmfull", "fml"])), DOB=D(k, pt.dob, "num"))
        n.add(["     ", W.addr_inline(pt.addr, rng), "\n"])
        n.f("     {ML}: {M}", ML=mrn_label(rng, c), M=P(pt.mrn, "MRN"))
        if c in ("UK",) or (c in ("IE", "US") and rng.random() < 0.25):
            n.f("   {NL}: {S}", NL=nat_label(c), S=P(pt.national, "SSN"))
        elif c in ("AU", "CA") or rng.random() < 0.3:
            n.f("   {PL}: {H}", PL=plan_label(c), H=P(pt.hplan, "HEALTHPLAN"))
        n.t("\n")
    elif style == 1:
        n.f("Patient: {N}\nDate of birth: {DOB} ({A}y)\n", N=W.name(pt, "PATIENT", rng.choice(["LF", "lf", "LFs"])),
            DOB=D(k, pt.dob, "num"), A=P(str(pt.age), "AGE"))
        n.f("{ML}: {M}\n", ML=mrn_label(rng, c), M=P(pt.mrn, "MRN"))
        if c == "UK":
            n.f("NHS number: {S}\n", S=P(pt.national, "SSN"))
        else:
            n.f("{PL}: {H}\n", PL=plan_label(c), H=P(pt.hplan, "HEALTHPLAN"))
        n.add(["Address: ", W.addr_inline(pt.addr, rng), "\n"])
        if rng.random() < 0.5:
            n.f("Tel: {T} (mobile)\n", T=P(pt.mobile, "PHONE"))
    elif style == 2:
        n.f("{N} | {SEX} | DOB {DOB} | {ML} {M}", N=W.name(pt, "PATIENT", "LF"), SEX=pt.sex, DOB=D(k, pt.dob, "num"),
            ML=mrn_label(rng, c), M=P(pt.mrn, "MRN"))
        if acct or rng.random() < 0.4:
            n.f(" | {AL} {A}", AL=rng.choice(["Enc", "Acct", "Visit", "Episode"]), A=P(ids.account(rng, c), "ACCOUNT"))
        n.t("\n")
    else:
        n.f("RE: {N} ({A}{SEX})  D.O.B. {DOB}\n", N=P((pt.first + " " + pt.last).upper(), "PATIENT"), A=P(str(pt.age), "AGE"), SEX=pt.sex, DOB=D(k, pt.dob, "num"))
        n.add(W.addr_block(pt.addr, rng, ", "))
        n.f("\n{ML}: {M}\n", ML=mrn_label(rng, c), M=P(pt.mrn, "MRN"))


def gp_address(rng, k, n):
    g = k.gp
    pre = {"US": "", "CA": ""}.get(k.c, rng.choice(["PRIVATE AND CONFIDENTIAL\n", "", "Private & Confidential\n"]))
    n.t(pre)
    n.add([g.p.title + " " if rng.random() < 0.9 else "", W.name(g.p, "DOCTOR", rng.choice(["fl", "fi", "fi2"])), "\n"])
    n.add([P(g.practice, "HOSPITAL"), "\n"])
    n.add(W.addr_block(g.addr, rng))
    n.t("\n")


def cc_block(rng, k, n, who=None):
    who = who or rng.sample(["pt", "cns", "gp", "surg", "hosp2", "diet"], rng.randrange(1, 4))
    n.t(rng.choice(["cc: ", "CC ", "Copy to:\n", "cc:\n"]))
    first = True
    for w in sorted(who):
        if not first:
            n.t("\n    ")
        first = False
        if w == "pt":
            n.add([k.pt.title, " ", W.name(k.pt, "PATIENT", "fl"), ", "])
            n.add(W.addr_inline(k.pt.addr, rng))
        elif w == "cns":
            n.add([W.name(k.staff["cns"], "DOCTOR", "fl"), ", ", k.staff["cns"].role, " (", P(k.staff["cns"].email, "EMAIL"), ")"])
        elif w == "gp":
            n.add([k.gp.p.title + " ", W.name(k.gp.p, "DOCTOR", "fl"), ", ", P(k.gp.practice, "HOSPITAL")])
        elif w == "surg":
            s = k.staff["surg"]
            n.add([s.title + " " if s.title else "", W.name(s, "DOCTOR", "fl"), ", ", s.role])
        elif w == "hosp2":
            p = K.clinician(rng, k.c, "cons")
            n.add([p.title + " ", W.name(p, "DOCTOR", "fl"), ", Gastroenterology, ", P(k.hosp2.name, "HOSPITAL")])
        else:
            n.add([W.name(k.staff["diet"], "DOCTOR", "fl"), ", ", k.staff["diet"].role])
    n.t("\n")


def dictation_line(rng, k, n, author, typed=None):
    typed = typed or k.staff["sec"]
    dd = k.date
    v = rng.randrange(3)
    if v == 0:
        n.f("Dictated: {D1}   Typed: {D2}   {A}/{T}\n", D1=D(k, dd), D2=D(k, ids.add_days(dd, rng.randrange(1, 9))),
            A=W.name(author, "DOCTOR", "INIT"), T=W.name(typed, "DOCTOR", "ini_low"))
    elif v == 1:
        n.f("Ref: {A}/{T}\n", A=W.name(author, "DOCTOR", "INIT"), T=W.name(typed, "DOCTOR", "ini_low"))
    else:
        n.f("Dictated but not signed to avoid delay. DD/{T}\n", T=W.name(typed, "DOCTOR", "ini_low"))


def audit_footer(rng, k, n, who):
    v = rng.randrange(4)
    ts = D(k, ids.add_days(k.date, rng.randrange(0, 3)), rng.choice(["iso", "num", "short"]))
    hh = "%02d:%02d" % (rng.randrange(7, 20), rng.randrange(60))
    if v == 0:
        n.f("Electronically signed by {N} (user {U}) on {D} {H}\n", N=W.name(who, "DOCTOR", "fl"), U=P(who.user, "USERNAME"),
            D=ts, H=hh)
    elif v == 1:
        n.f("Last modified {D} {H} by {U} from workstation {IP}\n", D=ts, H=hh, U=P(who.user, "USERNAME"),
            IP=P(ids.ipaddr(rng), "IPADDR"))
    elif v == 2:
        n.f("Created by: {U}  |  Authorised: {N}  |  {D} {H}\n", U=P(who.user, "USERNAME"), N=W.name(who, "DOCTOR", "fi"), D=ts, H=hh)
    else:
        n.f("[Document ID {I}; printed {D} {H}; user {U}]\n", I=P(ids.idnum(rng, "order"), "IDNUM"), D=ts, H=hh,
            U=P(who.user, "USERNAME"))
