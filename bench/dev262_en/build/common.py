"""Shared note furniture: letterheads, patient banners, signatures, cc lists,
EHR audit footers. Everything PHI is emitted as a span piece."""
import phi
from case import doc, name


def letterhead(n, rng, c, service=True):
    if service and rng.random() < 0.85:
        n.line("{s}", s=("HOSPITAL", c.service.upper() if rng.random() < 0.3 else c.service))
    if rng.random() < 0.7:
        n.line("{h}", h=("HOSPITAL", c.hospital))
    if rng.random() < 0.4:
        n.line("{t}", t=("HOSPITAL", c.trust))
    if rng.random() < 0.5:
        n.line("{b}", b=("LOCATION_OTHER", c.building))
    n.add(c.clinic_addr.pieces(rng, oneline=rng.random() < 0.5, with_country=rng.random() < 0.15))
    n.t("\n")
    k = rng.random()
    if k < 0.4:
        n.line("Tel: {p}   Fax: {f}", p=("PHONE", c.clinic_phone), f=("FAX", c.clinic_fax))
    elif k < 0.7:
        n.line("T {p} | F {f} | E {e}", p=("PHONE", c.clinic_phone), f=("FAX", c.clinic_fax),
               e=("EMAIL", c.clinic_email))
    else:
        n.line("Telephone {p}", p=("PHONE", c.clinic_phone))
        n.line("Email: {e}", e=("EMAIL", c.clinic_email))
    if rng.random() < 0.25:
        n.line("Web: {u}", u=("URL", phi.url(rng)))
    n.t("\n")


def pt_banner(n, rng, c, style=None):
    """Patient identification block in one of several layouts."""
    if style is None:
        style = rng.choice(["re", "table", "pipe", "us"] if c.country in ("US", "CA") else ["re", "table", "pipe", "re"])
    if style == "re":
        n.f("Re: {nm}", nm=name(c.pt, "PATIENT", rng, rng.choice(["title_full", "full", "upper", "last_first", "full_mid"])))
        n.f(", DOB {d}", d=c.date(rng, c.dob))
        n.t("\n")
        n.add(c.hp() if rng.random() < 0.8 else [])
        n.f("{sp}Hosp No: {m}\n", sp="   " if rng.random() < 0.8 else "\n", m=("MRN", c.mrn))
        if rng.random() < 0.6:
            n.add(c.addr.pieces(rng, oneline=True))
            n.t("\n")
    elif style == "table":
        n.line("Name:        {nm}", nm=name(c.pt, "PATIENT", rng, rng.choice(["last_first", "upper", "full"])))
        n.line("DOB:         {d} ({a} yrs)", d=c.date(rng, c.dob), a=c.age_piece(rng))
        n.line("MRN:         {m}", m=("MRN", c.mrn))
        n.line("{hl}:{pad}{h}", hl=c.hpid_label, pad=" " * max(1, 13 - len(c.hpid_label) - 1), h=("HEALTHPLAN", c.hpid))
        if rng.random() < 0.6:
            n.f("Address:     ").add(c.addr.pieces(rng, oneline=True)).t("\n")
        if rng.random() < 0.5:
            n.line("Tel:         {p}", p=("PHONE", c.pt_phone))
        if c.ssn and rng.random() < 0.3:
            n.line("{l}:{pad}{v}", l=c.ssn_label, pad=" " * (12 - len(c.ssn_label)), v=("SSN", c.ssn))
    elif style == "pipe":
        n.f("{nm} | {s} | DOB {d} | MRN {m}", nm=name(c.pt, "PATIENT", rng, rng.choice(["last_first", "upper"])),
            s=c.sex, d=c.date(rng, c.dob), m=("MRN", c.mrn))
        if rng.random() < 0.6:
            n.f(" | {hl} {h}", hl=c.hpid_label, h=("HEALTHPLAN", c.hpid))
        n.t("\n")
    else:  # us
        n.line("PATIENT: {nm}    DOB: {d}    AGE: {a}    SEX: {s}", nm=name(c.pt, "PATIENT", rng, "last_first"),
               d=c.date(rng, c.dob), a=c.age_piece(rng), s=c.sex)
        n.line("MRN: {m}    ACCT/CSN: {acc}", m=("MRN", c.mrn), acc=("ACCOUNT", c.acct))
        if rng.random() < 0.7:
            n.line("INSURANCE: {ins}   {hl}: {h}", ins=("ORGANIZATION", c.insurer), hl=c.hpid_label, h=("HEALTHPLAN", c.hpid))
        if c.ssn and rng.random() < 0.35:
            n.line("{l}: {v}", l=c.ssn_label, v=("SSN", c.ssn))
        if rng.random() < 0.15:
            n.line("Palm-vein ID: {b}  (verified at check-in)", b=("BIOID", phi.bioid(rng)))
    n.t("\n")


def signature(n, rng, p, country, closing=True, lic=None):
    if closing:
        n.line(rng.choice(["Yours sincerely,", "Kind regards,", "With best wishes,", "Sincerely,", "Yours faithfully,", "Best regards,"]))
        n.t("\n" if rng.random() < 0.5 else "\n\n")
    n.add(doc(p, rng, rng.choice(["dr_full", "full_creds", "full_creds"])))
    n.t("\n")
    n.line(p.role)
    if lic is None:
        lic = rng.random() < 0.55
    if lic and p.lic:
        n.line("{lab} {v}", lab=p.lic_label, v=("LICENSE", p.lic))
    if rng.random() < 0.35:
        n.line("Direct line: {ph}", ph=("PHONE", p.phone))
    if rng.random() < 0.3:
        n.line("{e}", e=("EMAIL", p.email))


def typist(n, rng, p, sec, c):
    k = rng.random()
    if k < 0.35:
        n.line("{a}/{b}", a=("DOCTOR", p.initials()), b=("DOCTOR", sec.initials().lower()))
    elif k < 0.6:
        n.line("Dictated: {d1}  Typed: {d2} ({b})", d1=c.date(rng, c.clinic_date), d2=c.date(rng, c.after(rng.randint(1, 9))),
               b=("DOCTOR", sec.initials().lower()))
    elif k < 0.8:
        n.line("Dictated but not read to avoid delay. Transcribed by {b}.", b=doc(sec, rng, "full", creds=False))


def cc_block(n, rng, c, patient=True, employer=False):
    n.t("cc: ")
    parts = []
    gp = c.cl["gp"]
    parts.append(["GP - ", doc(gp, rng, rng.choice(["dr_full", "dr_last", "dr_init"]), creds=False), ", ",
                  ("HOSPITAL", c.gp_practice), ", "] + c.gp_addr.pieces(rng, oneline=True))
    if patient:
        parts.append(["Patient - ", name(c.pt, "PATIENT", rng, rng.choice(["title_init_last", "title_full", "title_last"]))])
    if employer:
        parts.append(["Occupational Health, ", ("ORGANIZATION", c.employer)])
    if rng.random() < 0.3:
        parts.append([doc(c.cl["physio"], rng, "full_creds"), ", Physiotherapy"])
    for i, pc in enumerate(parts):
        if i:
            n.t("\n    ")
        n.add(pc)
    n.t("\n")


def audit_footer(n, rng, c, p):
    k = rng.random()
    if k < 0.3:
        n.line("Electronically signed by {u} on {d} {tm}", u=("USERNAME", p.user), d=c.date(rng, c.after(rng.randint(0, 5))),
               tm="%02d:%02d" % (rng.randint(7, 19), rng.randint(0, 59)))
    elif k < 0.55:
        n.line("Last edited: {d} by {nm} ({u})", d=c.date(rng, c.after(rng.randint(0, 3))), nm=doc(p, rng, "full", creds=False),
               u=("USERNAME", p.user))
    elif k < 0.7:
        n.line("Entered by: {u}  Ward/Dept: Post-COVID OPD  Terminal: {ip}", u=("USERNAME", p.user), ip=("IPADDR", phi.ip(rng)))


def bullets(n, items, mark="- "):
    for it in items:
        n.t(mark).add(it).t("\n")


def clinic_loc(n, rng, c):
    k = rng.random()
    if k < 0.5:
        n.line("Clinic: {h}, {b}, {r}", h=("HOSPITAL", c.hospital), b=("LOCATION_OTHER", c.building), r=("LOCATION_OTHER", c.room))
    elif k < 0.8:
        n.line("Location: {r}, {b}", r=("LOCATION_OTHER", c.room), b=("LOCATION_OTHER", c.building))
    else:
        n.line("Seen via video consultation (patient at home).")
