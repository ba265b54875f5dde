"""Reusable note pieces: headers, signatures, cc lists, dictation footers,
social and family history, insurance lines. Every PHI value goes through P()."""
import pools as PL
from core import P, words
import clin


def he(p):
    return "he" if p.sex == "M" else "she"


def his(p):
    return "his" if p.sex == "M" else "her"


def him(p):
    return "him" if p.sex == "M" else "her"


def sexw(p):
    return "male" if p.sex == "M" else "female"


def rel_word(c, sex):
    age = getattr(c, "age_v", 50)
    if sex == "M":
        opts = ["husband", "son", "brother", "nephew", "grandson", "partner", "friend", "neighbor", "son-in-law",
                "father", "stepson", "cousin"]
    else:
        opts = ["wife", "daughter", "sister", "niece", "granddaughter", "partner", "friend", "neighbor",
                "daughter-in-law", "mother", "stepdaughter", "cousin"]
    if age >= 60:
        opts = [o for o in opts if o not in ("father", "mother")]
    if age < 40:
        opts = [o for o in opts if o not in ("grandson", "granddaughter", "son-in-law", "daughter-in-law")]
    return c.ch(opts)


def age_lead(c, p):
    """An age at the start of a sentence."""
    k = c.r.randint(0, 4)
    if k == 0:
        return f"{c.A(c.age_v, 'yo')} {sexw(p)}"
    if k == 1:
        return f"{c.A(c.age_v, 'yrold')} {sexw(p)}"
    if k == 2:
        return f"{c.A(c.age_v, 'y/o')} {sexw(p)}"
    if k == 3:
        return f"Patient {c.A(c.age_v, 'aged')}, {sexw(p)},"
    return f"{c.title(p)} {P('PATIENT', p.last)}, {c.A(c.age_v, 'aged')},"


def relative(c, sex=None, same_last=None, word=None):
    sex = sex or c.ch("F", "M")
    word = word or rel_word(c, sex)
    if same_last is None:
        same_last = word in ("son", "daughter", "brother", "sister", "grandson", "granddaughter", "father",
                             "mother") or (word in ("wife", "husband") and c.chance(0.6))
    p = c.person("FAMILY", sex=sex, origin=c.pt.origin if c.chance(0.7) else None,
                 last=c.pt.last if same_last else None)
    p.rel = word
    return p


# ------------------------------------------------------------------ headers
def kv_lines(pairs, two_col=False, width=38):
    if not two_col:
        return "\n".join(f"{k}: {v}" for k, v in pairs)
    out = []
    for i in range(0, len(pairs), 2):
        left = f"{pairs[i][0]}: {pairs[i][1]}"
        if i + 1 < len(pairs):
            out.append(clin.pad(left, width) + f"{pairs[i + 1][0]}: {pairs[i + 1][1]}")
        else:
            out.append(left)
    return "\n".join(out)


def banner(c, extra=None):
    """One-line identity banner like an EHR header strip."""
    pt = c.pt
    parts = [c.nm(pt, c.ch("LFM", "LF_up", "LF", "full")), f"MRN {P('MRN', c.mrn_v)}",
             c.A(c.age_v, c.ch("yo", "y/o", "sexF", "sex_sp", "yrs"), pt.sex),
             f"DOB {c.D(c.dob, c.ch(c.full_fmts()))}"]
    if extra:
        parts += extra
    sep = c.ch(" | ", " | ", "  ", " / ")
    return sep.join(parts)


# ------------------------------------------------------------------ signatures
def sig(c, p, cred, when=None, role=None, pager=True):
    when = when or c.base
    t = clin.tod(c)
    style = c.r.randint(0, 6)
    nm = P(p.typ, c.form(p, c.ch("full", "fml", "full")))
    if style == 0:
        s = f"Electronically signed by {nm}, {cred} on {c.D(when)} at {t}"
    elif style == 1:
        s = f"Signed: {nm} {cred}  {c.D(when)} {t}"
    elif style == 2:
        s = f"-- {nm}, {cred}\n{role or 'Attending physician'}"
        if pager:
            s += f"\nPager {P('PHONE', c.phone('pager'))}"
    elif style == 3:
        s = f"/s/ {nm}, {cred}, {c.D(when)}"
    elif style == 4:
        s = (f"{nm}, {cred}\n{role or 'Attending'}, {P('HOSPITAL', c.hosp)}\n"
             f"{c.ch('Tel', 'Office', 'Ph')}: {c.PH()}  Fax: {c.FX()}")
    elif style == 5:
        s = f"Authenticated by {nm} {cred} ({P('USERNAME', c.username(p))}) {c.D(when)} {t}"
    else:
        s = f"{nm}, {cred}\nNPI {P('LICENSE', c.npi())}\n{c.D(when)} {t}"
    return s


def cc_block(c, people):
    """people: list of (person, suffix) where suffix is e.g. 'MD' or ''."""
    lines = []
    for p, suf, where in people:
        nm = c.ch(f"Dr. {P(p.typ, c.form(p, c.ch('full', 'last', 'f_last')))}",
                  f"{P(p.typ, c.form(p, c.ch('full', 'fml')))}, {suf}") if suf == "MD" else \
            f"{P(p.typ, c.form(p, 'full'))}{', ' + suf if suf else ''}"
        extra = f", {P('HOSPITAL', where)}" if where else ""
        if where and c.chance(0.35):
            extra += f" (fax {c.FX()})"
        lines.append(nm + extra)
    head = c.ch("cc: ", "CC: ", "Copies to: ", "c: ")
    return head + ("\n" + " " * len(head)).join(lines)


def dictation(c, doc, tx, when=None):
    when = when or c.base
    d2 = c.plus(when, c.r.randint(0, 2))
    a = c.form(doc, c.ch("init3", "init"))
    b = c.form(tx, "init_low")
    st = c.r.randint(0, 3)
    if st == 0:
        return (f"D: {c.D(when)} {clin.tod(c)}\nT: {c.D(d2)} {clin.tod(c)}\n{P('DOCTOR', a)}/{P('DOCTOR', b)}\n"
                f"Job #: {P('IDNUM', c.idnum('job'))}")
    if st == 1:
        return (f"{P('DOCTOR', a)}:{P('DOCTOR', b)}  DD: {c.D(when, 'mdy')}  DT: {c.D(d2, 'mdy')}  "
                f"Doc# {P('IDNUM', c.idnum('job'))}")
    if st == 2:
        return (f"Dictated by: {P('DOCTOR', c.form(doc, 'full'))}, MD\nTranscribed by: "
                f"{P('DOCTOR', c.form(tx, c.ch('full', 'fi')))}, transcriptionist\n"
                f"Dictated {c.D(when)}; transcribed {c.D(d2)}\n{P('DOCTOR', a)}/{P('DOCTOR', b)}")
    return f"{P('DOCTOR', a)}/{P('DOCTOR', b)}   job {P('IDNUM', c.idnum('job'))}   d {c.D(when, 'mdy2')}   t {c.D(d2, 'mdy2')}"


def addendum(c, doc, cred="MD", when=None):
    when = when or c.plus(c.base, c.r.randint(0, 2))
    body = c.ch(
        f"Discussed with {c.ch('radiology', 'the on-call surgeon', 'pharmacy', 'nephrology', 'the family')} at {clin.tod(c)}; plan unchanged.",
        f"Final read of imaging reviewed; accession {P('IDNUM', c.idnum('acc'))}. No acute change.",
        f"Potassium repeat {clin.f1(c.r.uniform(3.2, 5.4))}; no further repletion needed.",
        "Patient seen again at the bedside; pain controlled, tolerating PO.",
        f"Culture from {c.Ds(c.base)} grew {c.ch('E. coli', 'MSSA', 'Klebsiella', 'no growth at 48 h')}.",
    )
    return f"ADDENDUM {c.D(when)} {clin.tod(c)}: {body} -- {P(doc.typ, c.form(doc, c.ch('full', 'fi', 'f_last')))}, {cred}"


# ------------------------------------------------------------------ social / family
def social(c, fam=None, lead="", work=True):
    pt = c.pt
    bits = []
    if fam is None:
        fam = relative(c)
    c.fam = fam
    lives = c.ch(
        f"Lives with {his(pt)} {fam.rel} {P('FAMILY', c.form(fam, c.ch('first', 'full', 'first')))} in {P('CITY', c.home['city'])}.",
        f"Lives in {P('CITY', c.home['city'])} with {fam.rel}, {P('FAMILY', c.form(fam, 'full'))}.",
        f"Lives alone in an apartment in {P('CITY', c.home['city'])}; {fam.rel} {P('FAMILY', c.form(fam, c.ch('first', 'full')))} checks in daily.",
        f"Lives with {his(pt)} {fam.rel}, who helps with medications and meals.",
        f"Resides at {P('HOSPITAL', c.ch(PL.CARE_HOMES))} since {c.D(c.plus(c.base, -c.r.randint(200, 1500)), c.ch('my', 'mony', 'y'))}; {fam.rel} is {P('FAMILY', c.form(fam, 'full'))}.",
    )
    bits.append(lives)
    if work:
        job = c.ch(PL.PROFESSIONS)
        emp = c.ch(PL.EMPLOYERS + PL.SCHOOLS)
        bits.append(c.ch(
            f"Works as a {P('PROFESSION', job)} at {P('ORGANIZATION', emp)}.",
            f"Retired {P('PROFESSION', job)}.",
            f"Formerly a {P('PROFESSION', job)}; retired in {c.D(c.plus(c.base, -c.r.randint(400, 7000)), 'y')}.",
            f"Employed by {P('ORGANIZATION', emp)} as a {P('PROFESSION', job)}, {c.ch('full time', 'part time', 'nights')}.",
            f"{he(pt).capitalize()} is a {P('PROFESSION', job)}; on leave from {P('ORGANIZATION', emp)}.",
            f"Unemployed since {c.D(c.plus(c.base, -c.r.randint(60, 900)), c.ch('my', 'mony'))}; previously a {P('PROFESSION', job)}.",
        ))
        if c.chance(0.35):
            f2 = c.ch(PL.PROFESSIONS)
            bits.append(f"{fam.rel.capitalize()} works as a {P('PROFESSION', f2)}.")
    if c.chance(0.4):
        bits.append(c.ch(
            f"Born in {P('COUNTRY', c.ch(PL.COUNTRIES))}; moved here in {c.D(c.plus(c.base, -c.r.randint(2000, 15000)), 'y')}.",
            f"Originally from {P('COUNTRY', c.ch(PL.COUNTRIES))}, speaks English and {c.ch('Portuguese', 'Twi', 'Yoruba', 'Hindi', 'Polish', 'Arabic', 'Spanish', 'Tagalog', 'Samoan', 'Vietnamese')}.",
            f"Recently returned from visiting family in {P('COUNTRY', c.ch(PL.COUNTRIES))} ({c.D(c.plus(c.base, -c.r.randint(5, 40)), c.ch('md', 'mon_d'))}-{c.D(c.plus(c.base, -c.r.randint(1, 4)), c.ch('md', 'mon_d'))}).",
        ))
    if c.chance(0.15):
        bits.append(c.ch(f"Last saw extended family at {P('DATE', c.holiday())}.",
                         f"Has not been the same since a fall on {P('DATE', c.holiday())} {c.D(c.plus(c.base, -c.r.randint(30, 700)), 'y')}."))
    if c.chance(0.35):
        bits.append(c.ch(f"Active at {P('ORGANIZATION', c.ch(PL.CHURCHES))}.",
                         "Attends church weekly.", f"Volunteers at {P('ORGANIZATION', c.ch(PL.SCHOOLS + PL.AGENCIES))}.",
                         "Goes to church most Sundays with family."))
    bits.append(c.ch(
        f"Tobacco: {c.ch('never', 'former, quit 10 years ago, 20 pack-years', 'current 1/2 ppd')}. EtOH: {c.ch('none', 'social', '2-3 beers/day', 'rare')}. Drugs: {c.ch('denies', 'denies', 'marijuana occasionally')}.",
        f"Denies tobacco. Drinks {c.ch('1-2 glasses of wine per week', 'rarely', 'a six-pack on weekends')}. No illicit drugs.",
        f"Smokes {c.ch('1 ppd', '5 cigarettes/day', 'vape daily')}; counseled on cessation for 3 minutes.",
    ))
    return " ".join(bits)


def family_hx(c):
    items = []
    mom_age = c.r.randint(48, 99)
    dad_age = c.r.randint(45, 101)
    items.append(c.ch(f"Mother died at {P('AGE', mom_age)} of {c.ch('stroke', 'breast cancer', 'MI', 'COPD', 'Alzheimer disease')}",
                      f"Mother alive at {P('AGE', mom_age)} with {c.ch('hypertension', 'Parkinson disease', 'type 2 diabetes', 'dementia')}",
                      f"Mother ({P('AGE', mom_age)}) with {c.ch('hypothyroidism', 'osteoporosis', 'heart failure')}"))
    items.append(c.ch(f"father d. {P('AGE', dad_age)} {c.ch('colon cancer', 'MI', 'unknown causes', 'lung cancer')}",
                      f"father with Parkinson's disease, now {P('AGE', dad_age)}",
                      f"father deceased at age {P('AGE', words(dad_age))} from {c.ch('heart failure', 'stroke', 'prostate cancer')}"))
    if c.chance(0.5):
        items.append(c.ch(f"sister with Crohn's disease", "brother with type 1 diabetes", "no family history of anesthesia problems",
                          f"maternal aunt with breast cancer at {P('AGE', c.r.randint(35, 60))}", "no sudden cardiac death"))
    return "; ".join(items) + "."


def insurance(c, two=False):
    if c.locale == "CA":
        prov = c.state_v
        out = c.ch(f"{c.ch('Health card', 'HCN', 'Provincial health #', 'PHN')}: {P('HEALTHPLAN', c.member())}",
                   f"{c.ch('Health card no.', 'Health Number')} {P('HEALTHPLAN', c.member())} ({prov[1]})")
        if two or c.chance(0.4):
            out += f"\nExtended health: {P('ORGANIZATION', c.ch(PL.INSURERS))}, cert. {P('HEALTHPLAN', c.member())}"
        return out.replace(f"({prov[1]})", f"({P('STATE', prov[1])})")
    ins = c.ch(PL.INSURERS)
    out = c.ch(
        f"Primary: {P('ORGANIZATION', ins)}  Member ID {P('HEALTHPLAN', c.member())}  Group {P('HEALTHPLAN', c.group())}",
        f"Insurance: {P('ORGANIZATION', ins)}, member # {P('HEALTHPLAN', c.member())}",
        f"Payer: Medicare Part A/B, MBI {P('HEALTHPLAN', c.member())}",
        f"Payer: Medicaid, recipient ID {P('HEALTHPLAN', c.member())}",
        f"Coverage: {P('ORGANIZATION', ins)} / policy {P('HEALTHPLAN', c.member())}, group {P('HEALTHPLAN', c.group())}",
    )
    if two or c.chance(0.3):
        out += f"\nSecondary: {P('ORGANIZATION', c.ch(PL.INSURERS))} {P('HEALTHPLAN', c.member())}"
    return out


def foreign_ids(c):
    """A visitor or immigrant with UK/other identifiers, or a US SSN."""
    k = c.r.randint(0, 3)
    if k == 0 or (c.locale == "US" and k != 1):
        return f"SSN {P('SSN', c.ssn())}"
    if k == 1:
        return f"UK visitor: NI no. {P('SSN', c.ni())}, NHS no. {P('HEALTHPLAN', c.nhs())}"
    if k == 2:
        return f"NHS number {P('HEALTHPLAN', c.nhs())} (visiting from {P('COUNTRY', 'Scotland')})"
    return f"SIN on file; provincial plan {P('HEALTHPLAN', c.member())}"


def contact_line(c, p, kind=None):
    rel = getattr(p, "rel", "contact")
    return (f"{rel.capitalize()} {P('FAMILY', c.form(p, c.ch('full', 'first', 'full')))}: "
            f"{P('PHONE', c.phone(kind or 'na'))}")


def emergency_contact(c, p):
    k = c.r.randint(0, 4)
    if k == 0:
        return f"Emergency contact: {P('FAMILY', c.form(p, 'full'))} ({p.rel}) {c.PH()}"
    if k == 1:
        return f"EC: {p.rel} {P('FAMILY', c.form(p, 'first'))} - cell {c.PH()}"
    if k == 2:
        return (f"Next of kin: {P('FAMILY', c.form(p, c.ch('LF', 'full')))}, {p.rel}, lives in "
                f"{P('COUNTRY', 'England')}, mobile {P('PHONE', c.phone('uk'))}")
    if k == 3:
        return (f"NOK: {P('FAMILY', c.form(p, 'full'))} ({p.rel}), in {P('CITY', c.ch('Wattlebrook', 'Coolabah Downs', 'Port Tindal', 'Mirrin Bay'))}, "
                f"{P('COUNTRY', 'Australia')}: {P('PHONE', c.phone('au'))}")
    return f"Contact: {p.rel} {P('FAMILY', c.form(p, 'full'))}, {c.PH()}, {P('EMAIL', c.email(p))}"
