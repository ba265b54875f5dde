"""Shared note furniture: headers, sign-offs, audit footers."""
import re

import clin as C
from phi import P


def pad(s, w):
    """Left-justify s to w visible characters (markers do not count)."""
    vis = len(re.sub("\ue000[A-Z_]+\ue001|\ue002", "", s))
    return s + " " * max(1, w - vis)


def header(c, title, dept=None, extra=True):
    r = c.r
    k = r.randint(0, 3)
    L = []
    if k == 0:
        L.append(f"{c.H()} - {dept or 'Department of Medicine'}")
        L.append(title.upper())
        L.append(f"Patient: {c.ptn(2)}    MRN: {c.mrn()}    DOB: {c.dob_s()}")
        if extra:
            L.append(f"Acct #: {c.acct()}    Admit date: {c.d(c.adm)}    Attending: {c.dn(0)}")
    elif k == 1:
        L.append(f"{title}")
        L.append(f"Name: {c.ptn(r.choice([1, 3, 5]))} | MRN {c.mrn()} | {c.age_s()} | DOB {c.dob_s()}")
        L.append(f"Facility: {c.H()}   Unit: {c.unitname()}   Rm {c.room()}")
        if extra:
            L.append(f"Encounter: {c.acct()}   Date of service: {c.d(c.day(r.randint(0, 5)))}")
    elif k == 2:
        L.append(f"*** {c.H()} ***")
        L.append(f"{title} -- {dept or 'Inpatient'}")
        L.append(f"{c.ptn(3)}  (MRN: {c.mrn()})  DOB: {c.dob_s()}  Sex: {c.pt.sex}")
        if extra:
            L.append(f"Location: {c.unitname()}, room {c.room()}, bed {c.bed()}")
    else:
        L.append(f"{title.upper()} | {c.H()}")
        L.append(f"PT: {c.ptn(2)} / MR# {c.mrn()} / {c.age_s()}")
        if extra:
            L.append(f"Service date: {c.d(c.day(r.randint(0, 4)))}  Time: {C.ctime(r)}  Requesting: {c.dn(1)}")
    return "\n".join(L)


def signoff(c, i=0, when=None):
    r = c.r
    when = when or c.day(r.randint(0, 6))
    k = r.randint(0, 6)
    if k == 0:
        return f"Electronically signed by {c.dn(i)} on {c.d(when)} at {C.ctime(r)}"
    if k == 1:
        return f"Signed: {c.dn(i)}  |  pager {c.pager()}"
    if k == 2:
        p = c.docs[i]
        return f"{c.dn(i, 3)}\n{r.choice(['Attending', 'Fellow', 'Attending physician', 'Consultant'])}, {r.choice(['Cardiology', 'Medicine', 'Oncology', 'Neurology', 'Critical Care', 'Transplant Surgery'])}\nPager {c.pager()}  Email {c.email(p)}"
    if k == 3:
        return f"Dictated by: {c.dn(i)}   DD: {c.ds(when)}   DT: {c.ds(c.day(r.randint(5, 8)))}\n{c.inits(c.docs[i], False)}/{c.inits(c.staff[0])}  Job #{P('IDNUM', str(r.randint(100000, 999999)))}"
    if k == 4:
        return f"-- {c.inits(c.docs[i], False)}"
    if k == 5:
        return f"Attending attestation: I saw and examined the patient with the resident, {c.dn(2 if i != 2 else 1)}, and agree with the plan. {c.dn(i)} {c.d(when)} {C.ctime(r)}"
    return f"{c.dn(i)} | {c.H()} | Tel {c.phone()} | Fax {c.fax()}"


def audit(c):
    r = c.r
    k = r.randint(0, 3)
    if k == 0:
        return f"[Audit] opened by user {c.user()} from {c.ip()} on {c.d(c.day(r.randint(0, 9)), 'iso')} {C.ctime(r)}"
    if k == 1:
        return f"Last edited by {c.user()} ({c.ip()})"
    if k == 2:
        return f"Note routed via {c.ip()} - login {c.user()}"
    return f"Cosigned in EHR by {c.user()}; workstation {c.ip()}"


def cc_line(c):
    r = c.r
    return f"cc: {c.dn(3)}, {c.H(2)}, {c.addr()}; fax {c.fax()}"


def cap(s):
    return s[:1].upper() + s[1:]


def maybe(r, p, s):
    return s if r.random() < p else ""


def join(*parts):
    return "\n".join(p for p in parts if p)


def social(c):
    """Short social history sentence with PHI (profession, employer, country, family)."""
    r = c.r
    s = []
    k = r.randint(0, 4)
    if k == 0:
        s.append(f"Works as a {c.prof()} at {c.org('emp')}.")
    elif k == 1:
        s.append(f"Retired {c.prof()}; previously with {c.org('emp')} for {r.randint(5, 35)} years.")
    elif k == 2:
        s.append(f"Born in {c.country(True)}, moved to {c.cityst()} in {c.year(c.adm.year - r.randint(3, 40))}; works as {r.choice(['a', 'a part-time'])} {c.prof()}.")
    elif k == 3:
        s.append(f"Lives with {c.fn(0)} in {c.cityst()}. {r.choice(['Former', 'Current', 'Never'])} smoker.")
    else:
        s.append(f"Lives alone in {P('CITY', c.city)}; {c.fn(0)} is a {c.prof()} and checks on {'her' if c.pt.sex == 'F' else 'him'} daily.")
    s.append(r.choice(["Drinks 1-2 beers on weekends.", "No illicit drug use.", f"Quit smoking {r.randint(2, 30)} years ago, {r.randint(10, 60)} pack-years.",
                       "Denies alcohol.", "Uses a cane at home.", "Independent in ADLs."]))
    return " ".join(s)


def neg_block(r, n=3):
    return " ".join(x.rstrip(".") + "." for x in C.misc_neg(r, n))
