"""Shared blocks: headers, signatures, clinician and patient mentions, audit footers."""
import values as V
from pools import CARDIO_DRUGS, EPONYMS

CREDS = ["MD", "DO", "MD, FACC", "MD, PhD", "NP", "PA-C", "RN", "RN, BSN", "PharmD", "MD, FASN", "DO, FACE"]


def doc_name(d, rng, person, cred=None, style=None):
    """Clinician mention: titles and credentials stay outside the span."""
    s = style or rng.choice(["dr_last", "dr_full", "full_cred", "full_cred", "upper_cred", "fmi_cred", "drnodot"])
    c = cred or rng.choice(CREDS)
    if s == "dr_last":
        d.t("Dr. ").p(person.last, "DOCTOR")
    elif s == "drnodot":
        d.t("Dr ").p(person.form(rng, rng.choice(["last", "full"])), "DOCTOR")
    elif s == "dr_full":
        d.t("Dr. ").p(person.form(rng, "full"), "DOCTOR")
    elif s == "full_cred":
        d.p(person.form(rng, "full"), "DOCTOR").t(", " + c)
    elif s == "upper_cred":
        d.p(person.form(rng, "last_first"), "DOCTOR").t(" " + c.split(",")[0])
    else:
        d.p(person.form(rng, "full_mi"), "DOCTOR").t(" " + c.split(",")[0])
    return d


def pt_ref(d, rng, ctx, style=None):
    """Narrative patient mention."""
    s = style or rng.choice(["title", "title", "first", "full", "pt_initials", "title_dot"])
    p = ctx.pt
    if s == "title":
        d.t(p.title + " ").p(p.last, "PATIENT")
    elif s == "title_dot":
        d.t(p.title + ". ").p(p.last, "PATIENT")
    elif s == "first":
        d.p(p.first, "PATIENT")
    elif s == "full":
        d.p(p.form(rng, "full"), "PATIENT")
    else:
        d.t("Pt ").p(p.form(rng, "initials"), "PATIENT")
    return d


def date(d, rng, dd, style=None):
    d.p(V.fmt_date(rng, dd, style), "DATE")
    return d


def id_header(d, rng, ctx, layout=None, extra=True):
    """Demographic header in one of several layouts."""
    lay = layout or rng.choice(["kv", "inline", "pipe", "upper"])
    nm = ctx.pt.form(rng, rng.choice(["full", "last_first", "upper", "last_first_mi", "full_mi"]))
    if lay == "kv":
        d.t("Patient: ").p(nm, "PATIENT").t("\nDOB: ")
        date(d, rng, ctx.dob, rng.choice(["mdy_slash", "iso", "long", "mdy_nopad"]))
        d.t("  Age: ").p(ctx.age, "AGE").t("\nMRN: ").p(ctx.mrn, "MRN").t("\n")
        if extra:
            d.t("Acct #: ").p(ctx.acct, "ACCOUNT").t("\n")
    elif lay == "inline":
        d.t("RE: ").p(nm, "PATIENT").t(" | DOB ")
        date(d, rng, ctx.dob, "mdy_slash")
        d.t(" | MRN ").p(ctx.mrn, "MRN")
        if extra:
            d.t(" | Encounter ").p(ctx.acct, "ACCOUNT")
        d.t("\n")
    elif lay == "pipe":
        d.t("| Name | DOB | MRN | Visit |\n|---|---|---|---|\n| ").p(nm, "PATIENT").t(" | ")
        date(d, rng, ctx.dob, "mdy_slash")
        d.t(" | ").p(ctx.mrn, "MRN").t(" | ")
        date(d, rng, ctx.visit, "mdy_slash")
        d.t(" |\n")
    else:
        d.t("PATIENT NAME:    ").p(ctx.pt.form(rng, "upper"), "PATIENT").t("\nDATE OF BIRTH:   ")
        date(d, rng, ctx.dob, "dmy_upper")
        d.t("\nMED REC NO:      ").p(ctx.mrn, "MRN").t("\n")
        if extra:
            d.t("ACCOUNT NO:      ").p(ctx.acct, "ACCOUNT").t("\n")
    return d


def signature(d, rng, ctx, person=None, cred=None, audit=None):
    person = person or ctx.docs[0]
    cred = cred or rng.choice(["MD", "DO", "MD, PhD", "MD, FACP"])
    d.t(rng.choice(["\n\nElectronically signed by ", "\n\n-- ", "\n\nSigned: ", "\n\nAttending: "]))
    doc_name(d, rng, person, cred, rng.choice(["full_cred", "upper_cred", "fmi_cred"]))
    d.t(" on ")
    date(d, rng, ctx.days(rng.randint(0, 3)), rng.choice(["mdy_slash", "iso", "abbr_mdy"]))
    d.t(" at " + V.time_of_day(rng) + "\n")
    if audit if audit is not None else rng.random() < 0.35:
        d.t("[audit] user ").p(person.username(rng), "USERNAME").t(" from ").p(V.ipaddr(rng), "IPADDR")
        d.t(" session " + str(rng.randint(10000, 99999)) + "\n")
    if rng.random() < 0.3:
        d.t("NPI: ").p(V.npi(rng), "LICENSE").t("\n")
    return d


def transcription_tag(d, rng, ctx):
    doc_ini = ctx.docs[0].form(rng, "initials_plain").lower() if rng.random() < 0.5 else ctx.docs[0].form(rng, "initials_plain")
    tr = V.Person(rng)
    d.t("\nD: ").p(doc_ini, "DOCTOR").t("  T: ").p(tr.form(rng, "initials_plain").lower(), "DOCTOR").t("  DD: ")
    date(d, rng, ctx.visit, "mdy_short")
    d.t("  DT: ")
    date(d, rng, ctx.days(1), "mdy_short")
    d.t(" " + V.time_of_day(rng) + "\n")
    return d


def social(d, rng, ctx):
    """Social history with profession, employer, family, country."""
    he, his = ctx.pron()
    d.t("\nSOCIAL HISTORY: ")
    r = rng.random()
    if r < 0.33:
        d.t("Works as a ").p(ctx.job, "PROFESSION").t(" at ").p(ctx.employer, "ORGANIZATION").t(". ")
    elif r < 0.66:
        d.t("Former ").p(ctx.job, "PROFESSION").t("; now on disability. ")
    else:
        d.t("Occupation: ").p(ctx.job, "PROFESSION").t(". Employer: ").p(ctx.employer, "ORGANIZATION").t(". ")
    d.t("Lives with " + his + " " + ctx.rel + " ").p(ctx.fam.form(rng, rng.choice(["full", "first"])), "FAMILY")
    if rng.random() < 0.5:
        d.t(", who is a ")
        d.p(rng.choice(["nurse", "truck driver", "teacher", "cashier", "pharmacist", "mechanic", "chef"]), "PROFESSION")
    d.t(". ")
    if rng.random() < 0.6:
        d.t("Born in ")
        V.emit_country(d, ctx.country)
        d.t(", emigrated in ")
        d.p(str(ctx.dob.year + rng.randint(15, 30)), "DATE")
        d.t(". ")
    d.t(rng.choice(["Never smoker. ", "Former smoker, 20 pack-years, quit 10 years ago. ",
                    "Drinks 2-3 beers on weekends. ", "No alcohol or drug use. "]))
    d.t("\n")
    return d


def meds(d, rng, pool, n=4):
    d.t("\nMEDICATIONS:\n")
    for m in rng.sample(pool, n):
        d.t("- " + m + "\n")
    return d


def eponym(rng):
    return rng.choice(EPONYMS)


def cardio_meds(d, rng):
    return meds(d, rng, CARDIO_DRUGS, rng.randint(3, 6))
