"""Shared layout blocks: letterheads, demographics, social history, signatures, footers."""
import neg
import pools as P
from phi import m


def letterhead(c, style=None):
    r = c.r
    style = style if style is not None else r.randrange(5)
    cl = m("HOSPITAL", c.clinic)
    if style == 0:
        return f"{cl}\n{c.addr(multiline=True)}\nTel {c.TEL()}   Fax {c.FAX()}\n"
    if style == 1:
        return f"{cl.upper() if False else cl} | {c.addr()} | Phone: {c.TEL()} | {c.url()}\n"
    if style == 2:
        return (f"{cl}\nA department of {m('HOSPITAL', c.hosp)}\n{c.addr()}\n"
                f"P: {c.TEL()}  F: {c.FAX()}  E: {c.email(clinic=True)}\n")
    if style == 3:
        return f"{cl} - {m('CITY', c.city)} office\n"
    return f"{cl}\n{c.addr(multiline=True)}\nPhone {c.TEL()}\n"


def demo(c, style=None, visit_kind=None):
    r = c.r
    style = style if style is not None else r.randrange(5)
    vk = visit_kind or r.choice(["Date of service", "Visit date", "DOS", "Encounter date", "Date of visit"])
    sexw = {"F": r.choice(["F", "female", "Female"]), "M": r.choice(["M", "male", "Male"])}[c.sex]
    if style == 0:
        s = (f"Patient: {c.P('up')}    DOB: {c.DT(c.dob, 'slash')}    MRN: {c.MRN()}\n"
             f"{vk}: {c.DT(c.visit, 'slash')}    Acct #: {c.ACCT()}\n")
    elif style == 1:
        s = (f"NAME: {c.P('upmi')}\nMRN: {c.MRN()}\nDOB: {c.DT(c.dob, r.choice(['slash', 'nopad', 'iso']))} (age {m('AGE', str(c.age))})\n"
             f"SEX: {sexw}\n{vk.upper()}: {c.DT(c.visit, r.choice(['slash', 'dmyup', 'long']))}\n")
    elif style == 2:
        s = (f"Name: {c.P('lastfirst')} | Sex: {sexw} | Age: {m('AGE', str(c.age))} | DOB {c.DT(c.dob, 'slash')} | MRN {c.MRN()}\n"
             f"{vk}: {c.DT(c.visit, 'wdlong' if r.random() < 0.4 else 'long')} {neg.clock(r)}\n")
    elif style == 3:
        s = (f"Pt: {c.P('full')} ({m('AGE', str(c.age))}{c.sex})   MR#: {c.MRN()}   Visit: {c.DT(c.visit, 'short')}\n")
    else:
        s = (f"PATIENT NAME: {c.P('fullup')}\nDATE OF BIRTH: {c.DT(c.dob, 'slash')}\nMEDICAL RECORD #: {c.MRN()}\n"
             f"ENCOUNTER #: {c.ACCT()}\n{vk.upper()}: {c.DT(c.visit, 'slash')}\n")
    if r.random() < 0.55:
        s += f"Insurance: {m('ORGANIZATION', c.insurer)}   Member ID: {c.HP()}"
        if r.random() < 0.4:
            s += f"   Group: {c.HP()}"
        s += "\n"
    if r.random() < 0.12:
        s += f"SSN: {c.SSN()}\n"
    if r.random() < 0.45:
        s += f"Referring: {c.D(3, 'drfull')}, {m('HOSPITAL', c.pcp_clinic)}\n"
    if r.random() < 0.25:
        s += f"Location: {m('HOSPITAL', c.clinic)}, {c.room()}\n"
    return s


def social(c):
    r = c.r
    out = []
    lives = r.choice([f"Lives in {m('CITY', c.city)} with {c.fam_phrase(0)}.",
                      f"Lives alone in {m('CITY', c.city)}, {m('STATE', c.st[0])}; {c.fam_phrase(0)} checks in daily.",
                      f"Lives with {c.pt_poss()} {c.rel[0]}, {c.F(0, 'full')}, in a second-floor apartment.",
                      f"Resides at {m('HOSPITAL', r.choice(P.CLINIC_PLACE) + ' ' + r.choice(['Senior Living', 'Care Home', 'Assisted Living', 'Manor']))}."])
    out.append(lives)
    x = r.random()
    if x < 0.35:
        out.append(f"Works as a {m('PROFESSION', c.job)} at {m('ORGANIZATION', c.employer)}.")
    elif x < 0.55:
        out.append(f"Retired {m('PROFESSION', c.job)}.")
    elif x < 0.75:
        out.append(f"Occupation: {m('PROFESSION', c.job)} ({m('ORGANIZATION', c.employer)}).")
    else:
        out.append(f"Employed by {m('ORGANIZATION', c.employer)} as a {m('PROFESSION', c.job)}; {c.rel[1]} is a {m('PROFESSION', r.choice(P.PROFESSIONS))}.")
    if r.random() < 0.45:
        out.append(r.choice([f"Born in {m('COUNTRY', r.choice(P.COUNTRIES))}; moved to the US in {m('DATE', str(c.rdate(-9000, -800).d.year))}.",
                             f"Recently returned from {m('COUNTRY', r.choice(P.COUNTRIES))}.",
                             f"Travels to {m('COUNTRY', r.choice(P.COUNTRIES))} each winter to see family.",
                             f"Originally from {m('CITY', c.mk_city())}, {m('COUNTRY', r.choice(P.COUNTRIES))}."]))
    out.append(r.choice(["Never smoker. Alcohol: 2-3 drinks per week.", "Former smoker, 20 pack-years, quit 10 years ago.",
                         "Current smoker, half a pack per day. No illicit drugs.", "Denies tobacco. Rare alcohol.",
                         "Vapes daily. Cannabis 2-3 times weekly.", "No tobacco, alcohol or drug use."]))
    return " ".join(out)


def family_hx(c):
    r = c.r
    a1, a2 = r.randint(52, 96), r.randint(40, 90)
    return r.choice([f"Mother died at {m('AGE', str(a1))} of stroke; father with type 2 diabetes, alive at {m('AGE', str(a2))}.",
                     f"Father had melanoma in his {m('AGE', str(a2 // 10 * 10) + 's')}. Sister with psoriasis.",
                     f"Brother {c.F(1, 'first')} ({m('AGE', str(a2))}) has rheumatoid arthritis.",
                     f"No family history of autoimmune disease. Maternal grandmother lived to {m('AGE', str(a1))}.",
                     f"Mother, age {m('AGE', str(a1))}, with hypothyroidism. Father deceased at {m('AGE', str(a2))}, colon cancer."])


def sign(c, role_line=True):
    r = c.r
    s = ""
    if r.random() < 0.5:
        s += f"{r.choice(['Scribed by', 'Documentation assisted by', 'Scribe:'])} {c.D(2, 'full')}, in the presence of {c.D(0, 'dr')}.\n"
    style = r.randrange(4)
    if style == 0:
        s += f"Electronically signed by {c.D(0, 'cred')} on {c.DT(c.visit.plus(r.randint(0, 3)), 'slash')} at {neg.clock(r)}\n"
    elif style == 1:
        s += f"{c.D(0, 'credmi')}\n{m('HOSPITAL', c.clinic)}\nNPI {c.NPI()}\n"
    elif style == 2:
        s += f"Signed: {c.D(0, 'lastfirst')}  {c.DT(c.visit, r.choice(['slash', 'short']))} {neg.clock(r)}\n"
    else:
        s += f"Attending: {c.D(0, 'cred')}\nDictated: {c.DT(c.visit, 'slash')}  Transcribed: {c.DT(c.visit.plus(1), 'slash')}  {m('DOCTOR', c.docs[0].ini(False))}/{m('DOCTOR', c.docs[2].form('lower_ini'))}\n"
    if r.random() < 0.4:
        s += f"Pager {c.pager()} | Clinic {c.TEL()}\n"
    return s


def audit(c):
    r = c.r
    x = r.randrange(3)
    if x == 0:
        return f"[Audit] created by {c.user(c.docs[2])} {c.DT(c.visit, 'iso')} {neg.clock(r)} from workstation {c.ip()}\n"
    if x == 1:
        return f"Last edited by: {c.user()} ({c.ip()})\n"
    return f"Portal message routed to {c.user(c.docs[1])}; patient portal username {m('USERNAME', c.pt.first.lower()[:4] + c.pt.last.lower().replace(' ', '').replace(chr(39), '')[:4] + str(r.randint(1, 99)))}\n"


def cc(c):
    r = c.r
    return f"cc: {c.D(3, 'drfull')}, {m('HOSPITAL', c.pcp_clinic)}, fax {c.FAX()}\n"


def followup(c):
    r = c.r
    d = c.visit.plus(r.choice([14, 28, 42, 56, 84, 90, 120, 180, 365]))
    x = r.randrange(6)
    if x == 0:
        return f"Return visit scheduled {c.DT(d, 'wdmd')} at {neg.clock(r)}."
    if x == 1:
        return f"Follow-up {c.DT(d, r.choice(['slash', 'long']))} with {c.D(0, 'dr')}."
    if x == 2:
        return f"RTC in {r.choice(['3 months', '6 weeks', '1 year', '4-6 weeks', '2 months'])} (around {c.DT(d, 'monthyear')})."
    if x == 3:
        return f"Next appointment: {c.DT(d, 'wdlong')}, {neg.clock(r)}, {m('HOSPITAL', c.clinic)}."
    if x == 4:
        return f"Will see {c.he()} back after {m('DATE', r.choice(P.HOLIDAYS))}."
    return f"Follow up in {r.choice(['3 months', '6 months', '8 weeks'])}; sooner PRN."
