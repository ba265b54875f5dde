"""Shared note furniture for dev226_en: demographic headers, signatures, audit footers."""
import datetime as dt
import phi as H


def later(c, days):
    return c.arrive + dt.timedelta(days=days)


def tm(r, style=None):
    return H.time_str(r, style)


class Clock:
    """Monotonic clock for one note: each call advances by a few minutes."""

    def __init__(self, r, style=None):
        self.r = r
        self.t = dt.datetime(2000, 1, 1, r.randrange(24), r.randrange(60))
        self.style = style if style is not None else r.choice([0, 0, 1])

    def next(self, lo=1, hi=15):
        self.t += dt.timedelta(minutes=self.r.randint(lo, hi))
        if self.style == 0:
            return self.t.strftime("%H:%M")
        if self.style == 1:
            return self.t.strftime("%H%M")
        return self.t.strftime("%I:%M %p").lstrip("0")


def hdr(n, c, style=None, with_acct=True, with_addr=False):
    """Patient identification block (face-sheet style)."""
    r = c.rng
    st = style if style is not None else r.randrange(6)
    if st == 0:
        n.f("Patient: {nm}    MRN: {mrn}\nDOB: {dob}    Age/Sex: {age}\n", nm=c.pn("caps"), mrn=(c.mrn, "MRN"),
            dob=c.d(c.dob), age=c.age_seg("slash"))
        if with_acct:
            n.f("Encounter #: {a}\n", a=(c.acct, "ACCOUNT"))
    elif st == 1:
        n.f("NAME: {nm}   {lab}: {mrn}   D.O.B. {dob}\n", nm=c.pn("capsfull"),
            lab="MRN" if c.us else "Folder no", mrn=(c.mrn, "MRN"), dob=c.d(c.dob, "num"))
        if with_acct:
            n.f("{lab} {a}\n", lab="Acct" if c.us else "Adm no.", a=(c.acct, "ACCOUNT"))
    elif st == 2:
        n.f("{nm} | {age} {sx} | MRN {mrn} | DOB {dob}\n", nm=c.pn("comma"), age=c.age_seg("bare"),
            sx=c.sex, mrn=(c.mrn, "MRN"), dob=c.d(c.dob, "iso"))
    elif st == 3:
        n.f("Pt name: {nm}\nHosp no: {mrn}\nDOB: {dob} ({age})\n", nm=c.pn("full"), mrn=(c.mrn, "MRN"),
            dob=c.d(c.dob), age=c.age_seg("yrs"))
        if with_acct:
            n.f("Visit: {a}\n", a=(c.acct, "ACCOUNT"))
    elif st == 4:
        n.f("{nm}  ({mrn})  {dob}\n", nm=c.pn("caps"), mrn=(c.mrn, "MRN"), dob=c.d(c.dob, "dash"))
    else:
        n.f("Patient {nm}, MRN# {mrn}, DOB {dob}, {age}\n", nm=c.pn("mid"), mrn=(c.mrn, "MRN"),
            dob=c.d(c.dob), age=c.age_seg("yo"))
    if with_addr:
        n.f("Address: {ad}\n", ad=c.addr("line"))


def natid_line(n, c):
    if c.us:
        n.f("SSN: {s}\n", s=(c.natid, "SSN"))
    elif not c.has_id:
        if c.migrant:
            n.f("Passport ({ct}) no. {pp}\n", ct=(c.migrant, "COUNTRY"), pp=(H.letters(c.rng, 2) + H.digits(c.rng, 7), "IDNUM"))
    else:
        n.f("{lab}: {s}\n", lab=c.rng.choice(["ID no", "SA ID", "RSA ID number"]), s=(c.natid, "SSN"))


def plan_line(n, c):
    r = c.rng
    if c.us:
        if r.random() < 0.3:
            n.f("Insurance: Medicaid  ID {m}\n", m=(c.medicaid, "HEALTHPLAN"))
        else:
            n.f("Insurance: {ins}  Member ID {m}  Group {g}\n", ins=(c.insurer, "ORGANIZATION"),
                m=(c.member, "HEALTHPLAN"), g=(c.group, "HEALTHPLAN"))
    else:
        if r.random() < 0.55:
            n.t("Medical aid: none (state patient, H1)\n")
        else:
            n.f("Medical aid: {ins}, member no. {m}\n", ins=(c.insurer, "ORGANIZATION"), m=(c.member, "HEALTHPLAN"))


def sign(n, c, person, date=None, style=None, role=None):
    r = c.rng
    date = date or c.arrive
    st = style if style is not None else r.randrange(8)
    rl = (", " + role) if role else ""
    if st == 0:
        n.f("\nElectronically signed by {nm} on {d} at {t}\n", nm=c.dn(person, "cred"), d=c.d(date, "num"),
            t=tm(r, 0))
    elif st == 1:
        n.f("\n{nm}{rl}\n", nm=c.dn(person, "drfull" if person.cred not in ("RN", "LCSW", "SW") else "full"), rl=rl)
        if c.us:
            n.f("NPI {npi}  Pager {pg}\n", npi=(person.npi, "LICENSE"), pg=(person.pager, "PHONE"))
        else:
            n.f("HPCSA {h}   ext {pg}\n", h=(person.hpcsa, "LICENSE"), pg=(person.pager, "PHONE"))
    elif st == 2:
        n.f("\n-- {nm}{rl} {d}\n", nm=c.dn(person, "initcred"), rl=rl, d=c.d(date, "md"))
    elif st == 3:
        n.f("\nSigned: {nm} ({cred}){rl}\nDate: {d}  Time: {t}\n", nm=c.dn(person, "full"), cred=person.cred or "staff",
            rl=rl, d=c.d(date), t=tm(r, 1))
    elif st == 4:
        n.f("\n{nm} / {em}\n", nm=c.dn(person, "cred"), em=(person.email, "EMAIL"))
    elif st == 5:
        n.f("\nDictated by: {nm}\nDD: {d1}  DT: {d2}\n{a}/{b}\n", nm=c.dn(person, "drfull"), d1=c.d(date, "num"),
            d2=c.d(date + dt.timedelta(days=r.randint(0, 2)), "num"), a=c.dn(person, "lowinit"),
            b=(c.scribe.given[0].lower() + c.scribe.surname[0].lower(), "DOCTOR"))
    elif st == 6:
        n.f("\n{nm}{rl}\n", nm=c.dn(person, "sur"), rl=rl or " (" + (person.cred or "staff") + ")")
    else:
        n.f("\nAuthenticated: {nm} [{u}] {d} {t}\n", nm=c.dn(person, "comma"), u=(person.uname, "USERNAME"),
            d=c.d(date, "iso"), t=tm(r, 0))


def audit(n, c, person=None, p=0.3):
    r = c.rng
    if r.random() >= p:
        return
    person = person or r.choice([c.res, c.rn, c.att, c.scribe])
    st = r.randrange(4)
    if st == 0:
        n.f("\n[Last modified by user {u} from workstation {ip}]\n", u=(person.uname, "USERNAME"), ip=(H.ip(r), "IPADDR"))
    elif st == 1:
        n.f("\nPrinted by: {u} | {ip} | {d} {t}\n", u=(person.uname, "USERNAME"), ip=(H.ip(r), "IPADDR"),
            d=c.d(c.arrive + dt.timedelta(days=r.randint(0, 9)), "iso"), t=tm(r, 0))
    elif st == 2:
        n.f("\nDocument ID {doc} - created by {u}\n", doc=(H.digits(r, 9), "IDNUM"), u=(person.uname, "USERNAME"))
    else:
        n.f("\n** CONFIDENTIAL ** accessed {d} by {u} ({ip})\n", d=c.d(c.arrive, "num"), u=(person.uname, "USERNAME"),
            ip=(H.ip(r), "IPADDR"))


def bullets(n, items, mark=None, r=None):
    mark = mark or "- "
    for i, it in enumerate(items):
        if mark == "num":
            n.t("%d. " % (i + 1))
        else:
            n.t(mark)
        n.add(it)
        n.t("\n")


def social(n, c, short=False):
    """One-line social history with profession / employer / family mentions."""
    r = c.rng
    f = c.fam[0]
    st = r.randrange(5)
    if st == 0:
        n.f("SH: works as a {p} at {e}. Lives with {rel} {fn}. {sm}.\n", p=(c.prof, "PROFESSION"),
            e=(c.employer, "ORGANIZATION"), rel=f.rel, fn=c.fn(f, "given"),
            sm=r.choice(["Smokes", "Denies tobacco", "Occasional ETOH", "Drinks on weekends", "Non-smoker"]))
    elif st == 1:
        n.f("Social: {p}, {emp}; {x}\n", p=(c.prof, "PROFESSION"), emp=r.choice(["unemployed since Jan", "employed",
                                                                                 "works night shifts"]),
            x=r.choice(["lives alone", "lives with partner", "lives with parents", "stays in a backyard room"]))
    elif st == 2:
        n.f("Occupation: {p}   NOK: {fn} ({rel}) {ph}\n", p=(c.prof, "PROFESSION"), fn=c.fn(f, "full"), rel=f.rel,
            ph=(f.phone, "PHONE"))
    elif st == 3:
        n.f("Previously employed as a {p}; currently {x}.\n", p=(c.prof, "PROFESSION"),
            x=r.choice(["unemployed", "on disability", "looking for work", "doing piece jobs"]))
    else:
        n.f("Retired {p}, {rel} {fn} is main carer.\n" if c.age > 62 else "Employed as {p} - {e}.\n",
            p=(c.prof, "PROFESSION"), rel=f.rel, fn=c.fn(f, "full"), e=(c.employer, "ORGANIZATION"))
    if c.migrant and not short:
        n.f("Originally from {ct}, in {here} for {k} yrs.\n", ct=(c.migrant, "COUNTRY"),
            here=[("the ", None), ("US", "COUNTRY")] if (c.us and r.random() < 0.5) else
            (("United States" if c.us else "South Africa"), "COUNTRY"),
            k=r.randint(1, 15))


def holiday(n, c, pre=" on "):
    """Mention the holiday on which the injury happened (a DATE), if the case has one. Returns True if written."""
    if not c.holiday:
        return False
    h = c.holiday
    lead = ""
    if h.startswith("the "):
        lead, h = "the ", h[4:]
    n.f(pre + "{l}{h}", l=lead, h=(h, "DATE"))
    return True


def daytime(r):
    return r.choice(["08:00", "08:30", "09:00", "09:15", "10:00", "10:30", "11:00", "13:30", "14:00", "14:30", "15:00",
                     "8:30 AM", "9:00 AM", "10:45 AM", "1:15 PM", "2:00 PM", "3:30 PM"])
