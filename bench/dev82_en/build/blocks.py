"""Reusable letter and record fragments shared by the genre writers."""

import neg

CREDS = {
    "en-GB": ["MB ChB MRCP", "MBBS FRCP", "BM BCh FRCS (Tr & Orth)", "MB BS MRCPsych", "MBChB FRCP(Edin)", "BSc MBBS MRCP(UK)",
              "MA MB BChir FRCR", "MBBS FRCS(Urol)"],
    "en-IE": ["MB BCh BAO MRCPI", "MB BCh BAO FRCSI", "MB BCh BAO MRCPsych", "MB FRCPI", "MICGP"],
    "en-AU": ["MBBS FRACP", "MBBS FRACS", "MBBS FRANZCP", "BMed FRACGP", "MBBS(Hons) FRACP"],
    "en-NZ": ["MBChB FRACP", "MBChB FRACS", "MBChB FRANZCP", "MBChB FRNZCGP", "BHB MBChB FRACP"],
    "en-CA": ["MD FRCPC", "MD CCFP", "MD FRCSC", "MDCM FRCPC", "MD MSc FRCPC"],
    "en-ZA": ["MBChB FCP(SA)", "MBChB FCS(SA) Orth", "MBChB FCPsych(SA)", "MBChB MMed(Int Med)", "MBBCh DipPEC(SA)"],
}
NURSE_CREDS = {"en-GB": ["RGN", "RN", "RMN", "BSc(Hons) RN", "DN"], "en-IE": ["RGN", "RPN", "RANP", "BSc RGN"],
               "en-AU": ["RN", "CNC", "EN", "NP"], "en-NZ": ["RN", "NP", "RCpN"], "en-CA": ["RN", "RPN", "NP", "BScN RN"],
               "en-ZA": ["RN", "RM", "PHC nurse", "Prof Nurse"]}

SPECIALTIES = [
    ("Department of Medicine for Older People", "Consultant Geriatrician", "falls clinic", "falls nurse specialist", "geri"),
    ("Department of Cardiology", "Consultant Cardiologist", "heart failure clinic", "heart failure nurse specialist", "card"),
    ("Department of Neurology", "Consultant Neurologist", "movement disorders clinic", "Parkinson's disease nurse specialist", "neuro"),
    ("Memory Assessment Service", "Consultant Old Age Psychiatrist", "memory clinic", "memory nurse", "memory"),
    ("Respiratory Medicine", "Consultant Respiratory Physician", "COPD clinic", "respiratory nurse specialist", "resp"),
    ("Diabetes and Endocrinology", "Consultant Endocrinologist", "diabetes foot clinic", "diabetes specialist nurse", "diab"),
    ("Trauma and Orthopaedics", "Consultant Orthopaedic Surgeon", "fracture clinic", "orthopaedic nurse practitioner", "ortho"),
    ("Renal Medicine", "Consultant Nephrologist", "low clearance clinic", "renal specialist nurse", "renal"),
    ("Urology", "Consultant Urological Surgeon", "haematuria clinic", "uro-oncology clinical nurse specialist", "uro"),
    ("Rheumatology", "Consultant Rheumatologist", "early arthritis clinic", "rheumatology nurse specialist", "rheum"),
    ("Gastroenterology", "Consultant Gastroenterologist", "IBD clinic", "IBD nurse specialist", "gastro"),
    ("Palliative Medicine", "Consultant in Palliative Medicine", "supportive care clinic", "clinical nurse specialist", "pall"),
]

SURGICAL = ("ortho", "uro")


def art(word):
    w = word.lower()
    if w[:3] in ("hgv", "sna", "fbi") or w[:1] in "aeiou":
        return "an"
    return "a"


def cred(ctx, kind="doc"):
    if kind == "nurse":
        return ctx.ch(NURSE_CREDS[ctx.code])
    return ctx.ch(CREDS[ctx.code])


def letterhead(ctx, c, dept, hosp=None, with_trust=None):
    t = ctx.t
    L = ctx.L
    hosp = hosp or c.hosp
    a = L.address()
    out = [t("HOSPITAL", hosp)]
    if with_trust or (with_trust is None and ctx.p(0.5)):
        out.append(t("HOSPITAL", c.trust))
    out.append(dept)
    out.append(ctx.addr_inline(a) if ctx.p(0.5) else "\n".join(ctx.addr_lines(a)))
    tl = f"Tel: {ctx.tel(ext=True)}"
    if ctx.p(0.75):
        tl += f"   Fax: {ctx.fax()}"
    out.append(tl)
    if ctx.p(0.6):
        out.append(f"Email: {ctx.email_for(org=hosp, local_opts=['medsec', 'outpatients', 'appointments', 'secretaries'])}")
    if ctx.p(0.35):
        out.append(f"Web: {ctx.t('URL', L.url(ctx.ch(['services', 'outpatients', 'patients', 'clinics'])))}")
    return out


def gp_block(ctx, c, form=None):
    lines = [ctx.nm(c.gp, form or ctx.ch(["title_init_sur", "title_full", "title_sur", "title_init_sur"]))]
    lines.append(ctx.t("HOSPITAL", c.practice))
    lines += ctx.addr_lines(c.practice_addr)
    return lines


def health_line(ctx, c):
    lab, val, typ = c.health
    return f"{lab}: {ctx.t(typ, val)}"


def mrn_line(ctx, c):
    return f"{c.mrn[0]}: {ctx.t('MRN', c.mrn[1])}"


def re_line(ctx, c, style=None):
    t = ctx.t
    pt = c.pt
    style = style if style is not None else ctx.r.randint(0, 5)
    if style == 0:
        return [f"Re: {ctx.nm(pt, 'title_init_sur')}   DOB: {ctx.Dn(c.dob)}   {health_line(ctx, c)}",
                ctx.addr_inline(c.addr)]
    if style == 1:
        return [f"RE: {ctx.nm(pt, 'SUR_Given')} (DOB {ctx.Dn(c.dob)})",
                f"{health_line(ctx, c)}   {mrn_line(ctx, c)}",
                ctx.addr_inline(c.addr)]
    if style == 2:
        return [f"Patient: {ctx.nm(pt, 'SUR_GIVEN')}",
                f"Date of birth: {ctx.D(c.dob)} ({ctx.age_val(c.age, False)} years)",
                health_line(ctx, c), mrn_line(ctx, c),
                f"Address: {ctx.addr_inline(c.addr)}",
                f"Tel: {ctx.t('PHONE', c.phone)}"]
    if style == 3:
        return [f"Re: {pt.title} " + t("PATIENT", f"{pt.given} {pt.surname.upper()}") + f", {ctx.Dn(c.dob)}",
                "\n".join(ctx.addr_lines(c.addr))]
    if style == 4:
        return [f"Re: {ctx.nm(pt, 'title_full')} - DOB {ctx.D(c.dob)} - {mrn_line(ctx, c)}"]
    return [f"Name: {ctx.nm(pt, 'Sur_Given', end=True)}", f"DOB: {ctx.Dn(c.dob)}   Age: {ctx.age_val(c.age, False)}",
            health_line(ctx, c), f"Address: {ctx.addr_inline(c.addr)}", f"Phone: {ctx.t('PHONE', c.mob)}"]


def signature(ctx, doc, role, reg_role="doctor", closing=None, contact=True, creds=True):
    t = ctx.t
    lab, val = ctx.L.reg(reg_role)
    closing = closing or ctx.ch(["Yours sincerely,", "Yours sincerely", "Kind regards,", "With best wishes,",
                                 "Yours faithfully,", "Regards,"])
    out = [closing, "", ""]
    kind = "nurse" if reg_role == "nurse" else "doc"
    nm = ctx.nm(doc, ctx.ch(["title_full", "full", "title_init_sur", "full_mid"]))
    out.append(f"{nm} {cred(ctx, kind)}" if creds and ctx.p(0.7) else nm)
    out.append(role)
    if ctx.p(0.75):
        plain = ctx.p(0.6) or lab.endswith(("No.", "#", "No"))
        out.append(f"{lab} {t('LICENSE', val)}" if plain else f"{lab} No: {t('LICENSE', val)}")
    if contact:
        if ctx.p(0.5):
            out.append(f"Secretary: {ctx.tel(ext=True)}")
        if ctx.p(0.45):
            out.append(f"Email: {ctx.email_for(doc)}")
    return out


def typist_footer(ctx, doc, typist, d):
    t = ctx.t
    r = ctx.r
    ini = typist.given[0].lower() + typist.surname[0].lower() if typist.surname[0].isupper() else typist.given[0].lower() + typist.sur_init.lower()
    opts = [
        f"{t('DOCTOR', doc.initials)}/{t('DOCTOR', ini)}",
        f"Dictated by {ctx.nm(doc, 'title_either_sur')}, typed by {ctx.nm(typist, 'full')} on {ctx.D(d)}",
        f"DD: {ctx.Dn(d)}   DT: {ctx.Dn(ctx.after(d, 1, 6))}   {t('DOCTOR', doc.initials)}/{t('DOCTOR', ini)}",
        f"Dictated but not verified. Typed by {t('DOCTOR', ini)}",
        f"Transcribed by {ctx.nm(typist, 'init_sur')} ({ctx.t('USERNAME', ctx.L.username(typist.given, typist.surname))})",
    ]
    return r.choice(opts)


def rel_phrase(ctx, c, i=0, form=None, end=False):
    rel, f = c.rels[i % len(c.rels)]
    pos = c.pt.his
    nm = ctx.nm(f, form or ctx.ch(["full", "given", "full", "title_either_sur", "given"]), end=end)
    pat = ctx.r.randint(0, 4)
    if pat == 4:
        a = rel_age(ctx, c, rel)
        if a is None:
            pat = 1
        else:
            return f"{pos} {rel} {nm} ({ctx.age_val(a, False)})" if ctx.p(0.5) else f"{pos} {rel}, {nm}, aged {ctx.age_val(a)}" + ("" if end else ",")
    if pat == 0:
        return f"{pos} {rel}, {nm},"[:-1] if end else f"{pos} {rel}, {nm},"
    if pat == 1:
        return f"{pos} {rel} {nm}"
    if pat == 2:
        return f"{pos} {rel} ({nm})"
    return f"{pos} {rel}, {nm}" + ("" if end else ",")


def rel_age(ctx, c, rel):
    r = ctx.r
    a = c.age
    if rel in ("wife", "husband", "partner", "brother", "sister", "brother-in-law", "sister-in-law", "cousin"):
        v = a + r.randint(-6, 6)
    elif rel in ("son", "daughter", "stepson", "stepdaughter", "son-in-law", "daughter-in-law"):
        v = a - r.randint(22, 38)
    elif rel in ("grandson", "granddaughter"):
        v = a - r.randint(45, 65)
    elif rel in ("nephew", "niece"):
        v = a - r.randint(15, 35)
    else:
        return None
    return v if 1 <= v <= 108 else None


def fh_sentence(ctx, c):
    r = ctx.r
    dx = [n for _, n in ctx.diags(2)]
    fa = r.randint(38, 97)
    mo = r.randint(40, 104)
    return ctx.ch([
        f"Family history: father died at {ctx.age_val(fa)} ({dx[0]}); mother died aged {ctx.age_val(mo)}.",
        f"{ctx.cap(c.pt.his)} father died at the age of {ctx.age_val(fa)} from {dx[0]} and {c.pt.his} mother lived to {ctx.age_val(mo)}.",
        f"FH: mother d. aged {ctx.age_val(mo, False)} ({dx[1]}), a brother had {dx[0]} at {ctx.age_val(r.randint(30, 70), False)}.",
        f"There is a family history of {dx[0]}; {c.pt.his} sister was diagnosed at {ctx.age_val(r.randint(35, 80), False)}.",
    ])


def prof_sentence(ctx, c):
    t = ctx.t
    pt = c.pt
    He = ctx.cap(pt.he)
    if not c.prof:
        return f"{He} has not worked for some years."
    p = c.prof
    if c.retired:
        return ctx.ch([
            f"{He} is a retired {t('PROFESSION', p)}.",
            f"{He} worked as {art(p)} {t('PROFESSION', p)} until {ctx.D(c.dob.replace(year=c.dob.year + 62), 'y')}.",
            f"{He} was {art(p)} {t('PROFESSION', p)} for most of {pt.his} working life, latterly with {t('ORGANIZATION', c.employer)}.",
            f"Formerly {art(p)} {t('PROFESSION', p)}, {pt.he} retired some years ago.",
        ])
    return ctx.ch([
        f"{He} works as {art(p)} {t('PROFESSION', p)} for {t('ORGANIZATION', c.employer)}.",
        f"{He} is employed as {art(p)} {t('PROFESSION', p)} at {t('ORGANIZATION', c.employer)}.",
        f"{He} is {art(p)} {t('PROFESSION', p)} and works full time.",
        f"By occupation {pt.he} is {art(p)} {t('PROFESSION', p)}.",
    ])


def living_sentence(ctx, c):
    t = ctx.t
    pt = c.pt
    He = ctx.cap(pt.he)
    r = ctx.r
    i = r.choice([0, 1, 5]) if c.age < 60 else r.randint(0, 5)
    if i == 0:
        return f"{He} lives alone in a ground-floor flat in {t('CITY', c.addr['town'])}."
    if i == 1:
        return f"{He} lives with {rel_phrase(ctx, c, 0, end=True)} in {t('CITY', c.addr['town'])}."
    if i == 2:
        return f"{He} has been resident at {t('HOSPITAL', ctx.L.care_home())} since {ctx.Dpart(ctx.before(c.now, 60, 900))}."
    if i == 3:
        return f"{He} lives in sheltered accommodation on {t('STREET', c.addr['street'])} with a warden on site."
    if i == 4:
        return f"{He} lives with {pt.his} {c.rels[0][0]} and has a package of care, carers visiting four times a day."
    return f"{He} lives independently at home in {t('CITY', c.addr['town'])} and still drives short distances."


def nick_sentence(ctx, c):
    pt = c.pt
    He = ctx.cap(pt.he)
    if not pt.nick:
        return f"{He} prefers to be called {ctx.nm(pt, 'given')}."
    return ctx.ch([f"{He} prefers to be called {ctx.nm(pt, 'nick')}.",
                   f"{He} is known to everyone as '{ctx.nm(pt, 'nick')}'.",
                   f"{ctx.cap(pt.his)} family call {pt.him} {ctx.nm(pt, 'nick')}."])


def origin_sentence(ctx, c):
    t = ctx.t
    pt = c.pt
    He = ctx.cap(pt.he)
    d = ctx.D(c.dob.replace(year=min(c.dob.year + ctx.r.randint(18, 40), c.now.year - 1)), "y")
    return ctx.ch([
        f"{He} was born in {t('COUNTRY', c.birth_country)} and moved here in {d}.",
        f"Originally from {t('COUNTRY', c.birth_country)}, {pt.he} came to {t('COUNTRY', ctx.L.country)} in {d}.",
        f"{He} grew up in {t('COUNTRY', c.birth_country)} and still visits family there.",
        f"{He} emigrated from {t('COUNTRY', c.birth_country)} in {d}.",
    ])


def nok_line(ctx, c, i=0):
    rel, f = c.rels[i % len(c.rels)]
    t = ctx.t
    return ctx.ch([
        f"NOK: {ctx.nm(f, 'full')} ({rel}) {ctx.t('PHONE', ctx.L.mobile())}",
        f"Next of kin: {ctx.nm(f, 'title_full')}, {rel}, tel {ctx.t('PHONE', ctx.L.mobile())}",
        f"Next of kin: {rel} - {ctx.nm(f, 'SUR_Given')} - {ctx.t('PHONE', ctx.L.landline())}",
        f"NOK {ctx.nm(f, 'full')} ({rel}), {ctx.addr_inline(ctx.L.address(), short=True)}, mob {ctx.t('PHONE', ctx.L.mobile())}",
    ])


def diag_list(ctx, k=None, codes=None):
    ds = ctx.diags(k)
    codes = ctx.p(0.5) if codes is None else codes
    out = []
    for i, (code, name) in enumerate(ds, 1):
        out.append(f"{i}. {ctx.cap(name)}" + (f" ({code})" if codes else ""))
    return out


def med_list(ctx, k=None):
    return [f"- {m}" for m in neg.meds(ctx.r, k)]


def cc_lines(ctx, c, extra=None):
    out = []
    if ctx.p(0.7):
        out.append(f"cc: {ctx.nm(c.pt, ctx.ch(['title_full', 'title_init_sur']))}, {ctx.addr_inline(c.addr)}")
    if extra:
        out += extra
    if ctx.p(0.4):
        rel, f = c.rels[0]
        out.append(f"cc: {ctx.nm(f, 'title_full')} ({rel}, with consent)")
    return out
