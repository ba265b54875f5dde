"""Shared note parts: letterheads, patient blocks, signatures, cc lists, social history."""
import dt
import ids
import orgs
from nb import P, join, an

INSURERS = ["Keystone Family Health Plan", "Prairie Mutual Health", "BlueRidge Health Partners",
            "Lakeshore Community Care Plan", "Summit Select HMO", "Harborline Health",
            "Cascade Kids Health Plan", "Great Plains Family Care"]
PUBLIC_COVER = {"US": ["Medicaid", "CHIP", "TRICARE"], "CA": ["OHIP", "MSP", "RAMQ"],
                "AU": ["Medicare"], "NZ": ["ACC"], "IE": ["HSE"], "UK": ["NHS"]}


def hhmm(rng):
    return "%02d:%02d" % (rng.randint(7, 19), rng.choice(range(0, 60)))


def letterhead(nb, c, dept, compact=False):
    rng = c.rng
    cp = c.centre_place
    nb.f("{centre}\n", centre=P(c.centre, "HOSPITAL"))
    nb.t(dept + "\n")
    if compact:
        nb.f("{hosp} | Tel {tel} | Fax {fax}\n", hosp=P(c.hosp, "HOSPITAL"), tel=c.phone(), fax=c.fax())
        return
    nb.f("{hosp}\n", hosp=P(c.hosp, "HOSPITAL"))
    nb.emit(c.addr(cp))
    nb.t("\n")
    r = rng.random()
    if r < 0.4:
        nb.f("Tel: {tel}   Fax: {fax}\n", tel=c.phone_ext(), fax=c.fax())
    elif r < 0.75:
        nb.f("Direct line: {tel}  |  Fax: {fax}\nEmail: {em}\n", tel=c.phone(), fax=c.fax(),
             em=P(ids.team_email(rng, rng.choice(["cleft.team", "cleftnurses", "cleft.admin",
                                                    "craniofacial", "cleft-slt", "cleft.referrals"])), "EMAIL"))
    else:
        nb.f("Switchboard {sw}   Cleft office {tel}\n", sw=c.phone(), tel=c.phone_ext())


def pt_block(nb, c, variant=None, age=True):
    rng = c.rng
    v = variant if variant is not None else rng.randrange(4)
    if v == 0:
        nb.f("Patient: {n}    DOB: {dob}", n=c.pt_name("lf"), dob=c.dob_p())
        if age:
            nb.f(" ({a})", a=c.age_frag())
        nb.f("\n{ml}: {mrn}    {hl}: {hno}\nAddress: {ad}\n", ml=c.mrn_label(), mrn=P(c.id("mrn"), "MRN"),
             hl=c.hlabel(), hno=P(c.id("hno"), "HEALTHPLAN"), ad=c.addr(c.home))
    elif v == 1:
        nb.f("Re: {n}, DOB {dob}\n", n=c.pt_name("mid"), dob=c.dob_p())
        nb.emit(c.addr(c.home, sep=", "))
        nb.f("\n{hl} {hno}   {ml} {mrn}\n", hl=c.hlabel(), hno=P(c.id("hno"), "HEALTHPLAN"),
             ml=c.mrn_label(), mrn=P(c.id("mrn"), "MRN"))
    elif v == 2:
        nb.f("Name:        {n}\nDOB:         {dob}\n", n=c.pt_name("full"), dob=c.dob_p())
        if age:
            nb.f("Age:         {a}\n", a=c.age_frag())
        nb.f("{ml}:{pad}{mrn}\n{hl}:{pad2}{hno}\n", ml=c.mrn_label(), pad=" " * max(1, 12 - len(c.mrn_label())),
             mrn=P(c.id("mrn"), "MRN"), hl=c.hlabel(), pad2=" " * max(1, 12 - len(c.hlabel())),
             hno=P(c.id("hno"), "HEALTHPLAN"))
        nb.f("Address:     {ad}\nTel:         {tel}\n", ad=c.addr(c.home), tel=c.mob("mum"))
    else:
        nb.f("{n} | {dob} | {ml} {mrn} | {hl} {hno}\n", n=c.pt_name("lf"), dob=c.dob_p(), ml=c.mrn_label(),
             mrn=P(c.id("mrn"), "MRN"), hl=c.hlabel(), hno=P(c.id("hno"), "HEALTHPLAN"))
    if c.us and rng.random() < 0.75:
        nb.f("Insurance: {ins}   Group {g}   Acct # {a}\n", ins=P(rng.choice(INSURERS), "ORGANIZATION"),
             g=P(c.id("group"), "HEALTHPLAN"), a=P(c.id("acct"), "ACCOUNT"))
        r = rng.random()
        if r < 0.3:
            nb.f("Guarantor SSN: {s}   Palm-vein ID: {pv}\n", s=P(c.id("ssn"), "SSN"), pv=P(c.id("palm"), "BIOID"))
        elif r < 0.75:
            nb.f("SSN: {s}\n", s=P(c.id("ssn"), "SSN"))
    elif c.country == "IE" and rng.random() < 0.4:
        nb.f("PPSN: {s}\n", s=P(c.id("ssn"), "SSN"))


def lic_frag(c, role):
    s = c.st(role)
    if not s.lic:
        return None
    return [s.lic[0] + " ", P(s.lic[1], "LICENSE")]


def signature(nb, c, role, style=None, when=None):
    rng = c.rng
    s = c.st(role)
    style = rng.randrange(5) if style is None else style
    when = when or c.enc
    if style == 0:
        nb.f("\n{n}\n{role}\n", n=c.staff_name(role, "full"), role=s.role)
        lf = lic_frag(c, role)
        if lf:
            nb.emit(lf)
            nb.t("\n")
    elif style == 1:
        nb.f("\nSigned: {n}, {cred}\n{role}", n=c.staff_name(role, "full"), cred=s.cred or s.role, role=s.role)
        lf = lic_frag(c, role)
        if lf:
            nb.t("   ")
            nb.emit(lf)
        nb.f("\nBleep {b} / {em}\n", b=P(_bleep(rng), "PHONE"), em=P(s.email, "EMAIL"))
    elif style == 2:
        nb.f("\nElectronically signed by {n} ({u}) on {d} at {t}\n", n=c.staff_name(role, "full"),
             u=P(s.user, "USERNAME"), d=c.d(when), t=hhmm(rng))
    elif style == 3:
        nb.f("\nYours sincerely,\n\n\n{title} {n}\n{role}\n", title=s.title, n=c.staff_name(role, "full"), role=s.role)
        lf = lic_frag(c, role)
        if lf:
            nb.emit(lf)
            nb.t("\n")
    else:
        nb.f("\n{n}{cred}\n{role}, {centre}\nDirect dial {tel}\n", n=c.staff_name(role, "mid"),
             cred=(" " + s.cred) if s.cred else "", role=s.role, centre=P(c.centre, "HOSPITAL"), tel=c.phone())


def _bleep(rng):
    import geo
    return geo.bleep(rng)


def typist_line(nb, c, role, when=None):
    """Dictation reference like JM/kd."""
    rng = c.rng
    ty = c.st("typist")
    s = c.st(role)
    init = s.initials()
    ti = ty.initials().lower()
    r = rng.randrange(3)
    if r == 0:
        nb.f("{a}/{b}\n", a=P(init, "DOCTOR"), b=P(ti, "DOCTOR"))
    elif r == 1:
        nb.f("Our ref: {a}/{b}/{m}\n", a=P(init, "DOCTOR"), b=P(ti, "DOCTOR"), m=P(c.id("mrn"), "MRN"))
    else:
        nb.f("Dictated but not verified. Typed by {t} on {d}\n", t=P(ty.full(), "DOCTOR"),
             d=c.d(when or dt.workday(dt.add(c.enc, rng.randint(1, 9)))))


def cc_block(nb, c, who):
    rng = c.rng
    nb.t("\ncc:\n")
    for w in who:
        if w == "gp":
            gp = c.st("gp")
            nb.f("    {t} {n}, {pr}, ", t=gp.title, n=c.staff_name("gp", "full"), pr=P(c.practice, "HOSPITAL"))
            nb.emit(c.addr(c.practice_place))
            nb.t("\n")
        elif w == "parents":
            if rng.random() < 0.5:
                nb.f("    Parents of {n}, ", n=c.pt_name("full"))
            else:
                nb.f("    {m} and {d} ({rel}), ", m=c.fam("mum", "full"), d=c.fam("dad", "full"),
                     rel=c.sp("parents", "parents"))
            nb.emit(c.addr(c.home))
            nb.t("\n")
        elif w in ("hv", "slt", "ortho", "audio", "psych", "paed", "ent", "cns", "surgeon", "dentist", "sw"):
            s = c.st(w)
            where = c.community if w in ("hv", "slt", "sw") else (c.local_hosp if w in ("paed", "ent", "audio") else c.centre)
            nb.f("    {t} {n}, {role}, {where}\n", t=s.title, n=c.staff_name(w, "full"), role=s.role,
                 where=P(where, "HOSPITAL"))
        elif w == "file":
            nb.t("    Hospital notes\n")
        elif w == "school":
            nb.f("    {who}, {sch} (with parental consent)\n", who=c.sp("SENCO", "School nurse"),
                 sch=P(c.school, "ORGANIZATION"))


def social(nb, c, long=False):
    rng = c.rng
    parts = []
    r = rng.randrange(4)
    if r == 0:
        nb.f("Lives with mum {m} ({ma}, {mj}) and dad {d} ({dj})", m=c.fam("mum"), ma=P(str(c.mum_age), "AGE"),
             mj=P(c.mum_job, "PROFESSION"), d=c.fam("dad"), dj=P(c.dad_job, "PROFESSION"))
    elif r == 1:
        nb.f("Parents {m} and {d}; mum works as {a1} {mj}, dad is {a2} {dj}", m=c.fam("mum", "full"),
             d=c.fam("dad", "full"), a1=an(c.mum_job), mj=P(c.mum_job, "PROFESSION"), a2=an(c.dad_job),
             dj=P(c.dad_job, "PROFESSION"))
    elif r == 2:
        nb.f("Mum {m} is {ma} and on maternity leave from her job as {a1} {mj} at {emp}",
             m=c.fam("mum"), ma=P(str(c.mum_age), "AGE"), a1=an(c.mum_job), mj=P(c.mum_job, "PROFESSION"),
             emp=P(orgs.employer(rng), "ORGANIZATION"))
    else:
        nb.f("Single parent household - mum {m} ({ma}); maternal grandmother {g} helps with childcare",
             m=c.fam("mum", "full"), ma=P(str(c.mum_age), "AGE"), g=c.fam("gran", "full"))
    if rng.random() < 0.5:
        nb.f(". Older sibling {s} ({sa})", s=P(c.sib.first, "FAMILY"),
             sa=[P(str(rng.randint(2, 9)), "AGE"), rng.choice(["y", " yrs", " years"])])
    nb.f(", in {city}. ", city=P(c.home.city, "CITY"))
    if c.lang or (long and rng.random() < 0.5):
        nb.f("Family from {co}", co=P(c.origin_country, "COUNTRY"))
        if c.lang:
            nb.f("; {l} spoken at home, ", l=c.lang)
            if rng.random() < 0.5:
                nb.f("interpreter {i} present", i=c.staff_name("interp", "full"))
            else:
                nb.t("dad interprets (offered professional interpreter, declined)")
        nb.t(". ")
    if long and rng.random() < 0.5:
        nb.f("No family history of cleft{x}. ", x=rng.choice(["", " (maternal uncle had a lip repair as a child)",
                                                            " - paternal cousin with CP"]))
