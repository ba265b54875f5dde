"""Shared section builders used by several genres. All return marked text."""
import datetime as dt
import pools as P
import phi as H
import negs as N
from phi import T


def ch(r, *opts):
    return r.choice(opts)


def year(c, lo, hi):
    return T("DATE", str(c.r.randint(lo, hi)))


def sig(r, c, role="nurse", when=None):
    d = c.D(when if when is not None else 0, ch(r, "num", "num", "long", "iso", "num2", "abbr"))
    return ch(r,
              f"Signed: {c.S(role, 'post')}  {d} {N.clock(r)}",
              f"Completed by {c.S(role)} on {d}",
              f"{c.S(role, 'plain')} / {d}",
              f"Electronically signed by {c.S(role, 'post')} at {N.clock(r)} on {d}",
              f"-- {c.S(role)}, {d}")


def nok_block(r, c, i=0, full=True):
    rel, p = c.rel(i)
    nm = H.name(r, p, "FAMILY", ch(r, "full", "full", "fml", "title", "lf"), c.c)
    lines = [f"Next of kin: {nm} ({rel})" if r.random() < 0.5 else f"NOK / {rel}: {nm}"]
    lines.append(f"  Tel: {c.PH()}" + (f"   Mobile: {c.PH(False)}" if r.random() < 0.5 else ""))
    if full and r.random() < 0.7:
        lines.append(f"  Email: {c.EM(p)}")
    if full and r.random() < 0.6:
        lines.append(f"  Address: {c.other_addr()}")
    if r.random() < 0.4:
        poa = {"US": "Healthcare POA", "UK": "LPA (health and welfare)", "AU": "Enduring Guardian"}[c.c]
        lines.append(f"  {poa}: {ch(r, 'yes', 'registered', 'yes - copy on file', 'not registered')}")
    return "\n".join(lines)


def home_country(r, c):
    v = r.choice(P.HOME_COUNTRY[c.c])
    return "the " + c.COUNTRY(v[4:]) if v.startswith("the ") else c.COUNTRY(v)


def social_history(r, c):
    he, his = c.he(), c.his()
    s = []
    by = c.dob.year
    if c.born:
        s.append(ch(r,
                    f"Born in {c.COUNTRY()} in {year(c, by, by)}; came to {home_country(r, c)} in {year(c, by + 17, by + 40)}.",
                    f"{he.capitalize()} grew up in {c.COUNTRY()} and emigrated in {year(c, by + 15, by + 38)}.",
                    f"Originally from {c.COUNTRY()}; speaks English as a second language.",
                    f"Born in a village in {c.COUNTRY()}, moved to {c.CITY(H.town(r))} as a young adult."))
    else:
        s.append(ch(r, f"Born and raised in {c.CITY(H.town(r))}.", f"Lifelong resident of {c.CITY()}.",
                    f"Grew up on a farm near {c.CITY(H.town(r))}, {c.STATE()}."))
    emp = H.employer(r)
    s.append(ch(r,
                f"Worked as a {c.PROF()} at {c.ORG(emp)} for {r.randint(8, 40)} years.",
                f"Retired {c.PROF()}.",
                f"Former {c.PROF()}; later worked part-time at {c.ORG(emp)}.",
                f"{he.capitalize()} was a {c.PROF()} until retirement in {year(c, by + 58, by + 67)}.",
                f"Occupation: {c.PROF()} (retired)."))
    sp = H.person(r, "M" if c.pt.sex == "F" else "F", nick_p=0)
    spn = H.name(r, sp, "FAMILY", ch(r, "first", "full"), c.c)
    s.append(ch(r,
                f"Married {spn} in {year(c, by + 18, by + 30)}; widowed in {year(c, by + 55, c.base.year - 1)}.",
                f"{his.capitalize()} {'husband' if c.pt.sex == 'F' else 'wife'} {spn} died in {year(c, 2000, c.base.year - 1)} aged {T('AGE', r.randint(62, 96))}.",
                f"Lives with {'husband' if c.pt.sex == 'F' else 'wife'} {spn}, who is {T('AGE', r.randint(70, 98))} and has limited mobility.",
                f"Spouse {spn} is a resident on another floor."))
    if r.random() < 0.7:
        rel, p = c.rel()
        s.append(ch(r,
                    f"{rel.capitalize()} {H.name(r, p, 'FAMILY', 'first', c.c)} is a {c.PROF(r.choice(P.PROF_REL))} and visits most weekends.",
                    f"Close to {his} {rel} {H.name(r, p, 'FAMILY', 'full', c.c)}, who lives in {c.CITY(H.town(r))}.",
                    f"{H.name(r, p, 'FAMILY', 'first', c.c)} ({rel}, {T('AGE', r.randint(40, 72))}) phones daily."))
    if r.random() < 0.6:
        s.append(ch(r, f"Member of {c.ORG(r.choice(P.CHURCH))}.", f"Enjoys {c.ORG(r.choice(P.CLUB))} outings.",
                    f"Faith: attends {c.ORG(r.choice(P.CHURCH))} when able.",
                    f"Long-standing member of {c.ORG(r.choice(P.CLUB))}."))
    return " ".join(s)


PMH_ITEMS = [("mixed dementia", "F03.90"), ("vascular dementia", "F01.50"), ("atrial fibrillation", "I48.91"),
             ("type 2 diabetes", "E11.9"), ("CKD stage 3b", "N18.32"), ("hypertension", "I10"),
             ("osteoporosis with previous fractured neck of femur", "M81.0"), ("heart failure (EF 35%)", "I50.9"),
             ("COPD", "J44.9"), ("osteoarthritis both knees", "M17.0"), ("recurrent UTIs", "N39.0"),
             ("macular degeneration", "H35.30"), ("hearing loss", "H91.90"), ("depression", "F32.A"),
             ("previous stroke with left-sided weakness", "I69.354"), ("prostate cancer", "C61"),
             ("breast cancer, treated", "Z85.3"), ("hypothyroidism", "E03.9"), ("chronic constipation", "K59.09"),
             ("dysphagia", "R13.12"), ("urinary incontinence", "R32"), ("recurrent falls", "R29.6"),
             ("delirium on previous admission", "F05"), ("pressure injury stage 2 sacrum", "L89.152"),
             ("Alzheimer's disease, late onset", "G30.1"), ("Parkinson's disease", "G20"),
             ("dementia with Lewy bodies", "G31.83"), ("malnutrition", "E43")]


def pmh(r, c, n=None):
    items = r.sample(PMH_ITEMS, n or r.randint(3, 6))
    out = []
    for it, code in items:
        if r.random() < 0.35:
            it += ch(r, f" ({code})", f" - ICD-10 {code}", f" [{code}]")
        out.append(f"- {it}")
    out.insert(r.randint(0, len(out)), f"- {N.eponym(r, True)}")
    return "\n".join(out)


def med_list(r, c, n=None):
    n = n or r.randint(4, 9)
    picked = r.sample(N.DRUGS, n)
    return "\n".join(f"- {d} {r.choice(doses)} {f}" for d, doses, f in picked)


def obs_line(r, c):
    return f"Obs {N.clock(r)}: {N.vitals(r, c.c)}."


def narrative_filler(r, c, k=2):
    return " ".join(N.word_sent(r) for _ in range(k))


def addr_block(r, c):
    return c.addr("\n")


def insurer(r, c):
    return T("ORGANIZATION", r.choice(P.INSURER[c.c]))


def hdr_ids(r, c, extra=True):
    """Typical identifier block for the country."""
    out = [f"{c.natid_label()}: {c.NATID()}"]
    if c.c == "UK" and r.random() < 0.6:
        out.append(f"Hospital No: {c.MRN()}")
    if extra:
        if c.c == "US":
            out.append(c.HPL(ch(r, "mbi", "mbi", "medicaid")))
            if r.random() < 0.5:
                out.append(f"SSN: {c.SSN()}")
        elif c.c == "AU":
            out.append(c.HPL(ch(r, "medicare", "medicare", "dva")))
            if r.random() < 0.5:
                out.append(f"CRN: {c.SSN()}")
        else:
            if r.random() < 0.5:
                out.append(f"NI No: {c.SSN()}")
    return out
