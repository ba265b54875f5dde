"""Genres: specialist outpatient letters, GP-to-hospital referrals, discharge summaries as letters."""

import neg
from blocks import (fh_sentence, nick_sentence, SPECIALTIES, SURGICAL, letterhead, gp_block, re_line, signature, typist_footer, rel_phrase,
                    prof_sentence, living_sentence, origin_sentence, nok_line, diag_list, med_list, cc_lines, art,
                    health_line, mrn_line, cred)

SYMPTOMS = ["increasing breathlessness", "two further falls", "worsening tremor", "intermittent confusion",
            "ankle swelling", "pain in the right hip", "poor appetite and weight loss", "urinary frequency",
            "episodes of dizziness on standing", "painful swollen knuckles", "loose stools", "chest tightness on exertion",
            "disturbed sleep", "low mood", "palpitations", "a productive cough", "visible haematuria", "foot ulceration"]


def _sex_word(p, young=False):
    return "man" if p.sex == "M" else "woman"


def _salute(ctx, doc):
    return ctx.ch([f"Dear {ctx.nm(doc, 'title_either_sur')},", f"Dear {ctx.nm(doc, 'title_either_sur')}", f"Dear {ctx.nm(doc, 'given')},",
                   f"Dear {ctx.nm(doc, 'title_full')},", "Dear Colleague,", "Dear Doctor,"])


def _ward_bed(ctx, c):
    t = ctx.t
    r = ctx.r
    i = r.randint(0, 3)
    if i == 0:
        return f"{t('HOSPITAL', c.ward)}, bed {t('LOCATION_OTHER', str(r.randint(1, 28)))}"
    if i == 1:
        return f"ward {t('LOCATION_OTHER', str(r.randint(2, 40)) + r.choice(['', 'A', 'B', 'C']))}, bay {t('LOCATION_OTHER', str(r.randint(1, 6)))}, bed {t('LOCATION_OTHER', str(r.randint(1, 6)))}"
    if i == 2:
        return f"{t('HOSPITAL', c.ward)}, side room {t('LOCATION_OTHER', str(r.randint(1, 16)))}"
    return f"{t('HOSPITAL', c.ward)} (room {t('LOCATION_OTHER', str(r.randint(100, 499)) + r.choice(['', 'A', 'B']))})"


# ====================================================================== outpatient letters
def outpatient(ctx, c, layout):
    r = ctx.r
    t = ctx.t
    L = ctx.L
    pt = c.pt
    dept, role, clinic, nsrole, key = ctx.ch(SPECIALTIES)
    if key in SURGICAL and ctx.code in ("en-GB", "en-IE") and ctx.p(0.7):
        c.cons.title = "Mr" if c.cons.sex == "M" else ctx.ch(["Miss", "Ms"])
    typist = ctx.staff()
    nurse = ctx.staff()
    d = c.now
    He, he, his, him = ctx.cap(pt.he), pt.he, pt.his, pt.him
    if layout == "terse":
        return _outpatient_terse(ctx, c, clinic, nsrole, typist, nurse)
    out = letterhead(ctx, c, dept)
    out.append("")
    out.append(f"Our ref: {typist_footer(ctx, c.cons, typist, d)}" if ctx.p(0.4) else f"Our ref: {t('DOCTOR', c.cons.initials)}/{t('MRN', c.mrn[1])}")
    out.append(f"Clinic date: {ctx.D(d)}")
    if ctx.p(0.3):
        out.append(f"{ctx.ch(['Encounter no', 'Visit no', 'Attendance ref'])}: {t('ACCOUNT', L.account())}")
    if ctx.p(0.6):
        out.append(f"Date typed: {ctx.D(ctx.after(d, 1, 12))}")
    out.append("")
    out += gp_block(ctx, c)
    out.append("")
    out.append(_salute(ctx, c.gp))
    out.append("")
    out += re_line(ctx, c)
    out.append("")
    if layout == "summary_box":
        out.append("Diagnoses:")
        out += diag_list(ctx)
        out.append("")
        out.append("Current medication:")
        out += med_list(ctx)
        out.append("")
    acc = ctx.ch(["", f", accompanied by {rel_phrase(ctx, c, 0, end=True)}", f", with {his} {c.rels[0][0]}",
                  f" together with {rel_phrase(ctx, c, 0, end=True)}"])
    open_ = ctx.ch([
        f"I reviewed {ctx.nm(pt, 'title_either_sur')} in the {clinic} on {ctx.D(d)}{acc}.",
        f"Thank you for referring this {ctx.age_adj(c.age, art=False)} {_sex_word(pt)}, whom I saw in the {clinic} today{acc}.",
        f"It was a pleasure to meet {ctx.nm(pt, 'title_full')} again in clinic{acc}.",
        f"I saw {ctx.nm(pt, 'given')} in the {clinic} on {ctx.D(d)}{acc}. As you know, {he} is {ctx.age_adj(c.age)} {_sex_word(pt)}.",
        f"Many thanks for asking me to see {ctx.nm(pt, 'title_init_sur')}, {ctx.aged(c.age)}, whom I met in the {clinic}{acc}.",
    ])
    para = [open_]
    pool = [
        lambda: f"{He} describes {ctx.ch(SYMPTOMS)} {neg.duration(r)}.",
        lambda: f"{He} had a fall at home on {ctx.D(ctx.before(d, 10, 90))} {neg.time_(r)} and was seen in the Emergency Department at {t('HOSPITAL', L.hospital())}.",
        lambda: f"Since {his} last review in {ctx.Dpart(ctx.before(d, 90, 400))} things have been {ctx.ch(['largely stable', 'more difficult', 'up and down'])}.",
        lambda: f"{ctx.cap(rel_phrase(ctx, c, 0))} reports that {he} has been more muddled since {ctx.holiday()}.",
        lambda: f"{He} was an inpatient on {t('HOSPITAL', c.ward)} at {t('HOSPITAL', c.hosp)} from {ctx.D(ctx.before(d, 60, 120))} to {ctx.D(ctx.before(d, 20, 55))} with {ctx.diag1()[1]}.",
        lambda: prof_sentence(ctx, c),
        lambda: living_sentence(ctx, c),
        lambda: origin_sentence(ctx, c),
        lambda: nick_sentence(ctx, c),
        lambda: fh_sentence(ctx, c),
        lambda: fh_sentence(ctx, c),
        lambda: f"{He} is a keen member of {t('ORGANIZATION', L.club())} and remains socially active.",
        lambda: f"{He} attends {t('ORGANIZATION', L.church())} most weeks.",
        lambda: f"{He} no longer drives; {rel_phrase(ctx, c, len(c.rels) - 1)} brings {him} to appointments.",
        lambda: neg.wordsent(r),
        lambda: f"I discussed the findings with {neg.role(r)} before {he} left.",
        lambda: neg.role_sentence(r),
        lambda: f"{He} was previously under {ctx.nm(ctx.doctor(), 'title_either_sur')} at {t('HOSPITAL', L.hospital())} until {ctx.Dpart(ctx.before(d, 400, 3000))}.",
    ]
    r.shuffle(pool)
    for f in pool[:r.randint(4, 7)]:
        para.append(f())
    out.append(" ".join(para))
    out.append("")
    out.append(f"On examination {neg.vitals(r)}. {ctx.cap(neg.eponym(r))}. {neg.wordsent(r)}")
    out.append("")
    out.append(f"Bloods on {ctx.D(ctx.before(d, 1, 20))} showed {neg.labs(r)}. {ctx.cap(neg.scores(r, 2))}.")
    out.append("")
    if layout != "summary_box":
        out.append("Impression:")
        out += diag_list(ctx, r.randint(1, 3))
        out.append("")
    out.append("Plan:")
    plans = [
        lambda: f"Start {ctx.ch(neg.MEDS)}.",
        lambda: f"Stop {neg.drug(ctx.ch(neg.MEDS))} and repeat renal function in {r.randint(1, 4)} weeks.",
        lambda: f"I have asked our {nsrole}, {ctx.nm(nurse, ctx.ch(['full', 'init_sur']))} (bleep {ctx.bleep()}), to contact {him}.",
        lambda: f"Review in the {clinic} in {r.randint(2, 9)} months; an appointment will be sent to {ctx.addr_inline(c.addr, short=True)}.",
        lambda: f"{He} can contact the team on {ctx.tel(ext=True)} or via {t('URL', L.url(ctx.ch(['patients', 'mychart', 'portal'])))}.",
        lambda: f"I have advised {him} not to drive until reviewed.",
        lambda: f"{ctx.cap(rel_phrase(ctx, c, 0))} can be contacted on {t('PHONE', L.mobile())} if needed.",
        lambda: f"Referral made to {neg.role(r)} at {t('HOSPITAL', L.hospital())}.",
        lambda: f"Please would you check {ctx.ch(['U&E', 'FBC', 'LFTs', 'TFTs', 'HbA1c'])} in {r.randint(2, 6)} weeks.",
    ]
    r.shuffle(plans)
    for i, f in enumerate(plans[:r.randint(3, 6)], 1):
        out.append(f"{i}. {f()}")
    out.append("")
    out += signature(ctx, c.cons, role)
    out.append("")
    out.append(typist_footer(ctx, c.cons, typist, d))
    out += cc_lines(ctx, c)
    return "\n".join(out)


def _outpatient_terse(ctx, c, clinic, nsrole, typist, nurse):
    r = ctx.r
    t = ctx.t
    L = ctx.L
    pt = c.pt
    d = c.now
    ctx.lc = True
    out = [f"{t('HOSPITAL', c.hosp)} - {clinic.lower()} - {ctx.Dn(d)}"]
    lab, val, typ = c.health
    out.append(f"pt: {ctx.nm(pt, 'SUR_Given')} {ctx.age_short(c.age, pt.sex)} dob {ctx.Dn(c.dob)} {lab.lower()} {t(typ, val)}")
    out.append(f"{c.mrn[0].lower()} {t('MRN', c.mrn[1])} | gp {ctx.nm(c.gp, 'title_either_sur')} ({t('HOSPITAL', c.practice)})")
    rel, f = c.rels[0]
    out.append(ctx.ch([f"seen w/ {rel} {ctx.nm(f, 'given')}.", "seen alone.", f"seen w/ {rel} ({ctx.nm(f, 'full')}), who is nok."]))
    hx = [f"hx: {ctx.ch(SYMPTOMS)} {neg.duration(r)}.",
          f"fall {ctx.Dshort(ctx.before(d, 5, 60))} {neg.time_(r)}, seen ed {t('HOSPITAL', L.hospital())}.",
          f"lives {ctx.ch(['alone', 'w/ ' + rel, 'in care home'])} in {t('CITY', c.addr['town'])}.",
          f"ex-{t('PROFESSION', c.prof or 'labourer')}." if c.retired else f"works as {t('PROFESSION', c.prof or 'cleaner')} at {t('ORGANIZATION', c.employer)}.",
          f"born {t('COUNTRY', c.birth_country)}.", neg.wordsent(r, True)]
    r.shuffle(hx)
    out += hx[:r.randint(3, 5)]
    out.append(f"o/e: {neg.vitals(r, True)}. {neg.eponym(r, True)}.")
    out.append(f"bloods {ctx.Dshort(ctx.before(d, 1, 14))}: {neg.labs(r, True)}")
    out.append(f"scores: {neg.scores(r, 2, True)}")
    code, name = ctx.diag1()
    out.append(f"imp: {name.lower()} ({code.lower()})")
    out.append(f"plan: 1) {ctx.ch(neg.MEDS).lower()} 2) {nsrole.lower()} {ctx.nm(nurse, 'given')} to ring pt on {t('PHONE', c.mob)} "
               f"3) r/v {r.randint(2, 8)}/12")
    out.append(f"{t('DOCTOR', c.cons.initials)}/{t('DOCTOR', typist.given[0] + typist.sur_init)} re pt {ctx.nm(pt, ctx.ch(['inits', 'inits_dot']), end=True)}")
    return "\n".join(out)


# ====================================================================== GP referrals
REASONS = ["suspected lower GI cancer (2WW)", "progressive memory impairment", "new-onset atrial fibrillation",
           "recurrent falls", "poorly controlled type 2 diabetes", "possible inflammatory arthritis",
           "chronic breathlessness", "visible haematuria", "hip pain limiting mobility", "deteriorating renal function",
           "tremor and slowness of movement", "suspected heart failure"]


REASON_BY_KEY = {
    "geri": ["recurrent falls", "frailty and weight loss", "postural dizziness with falls"],
    "card": ["new-onset atrial fibrillation", "suspected heart failure", "exertional chest pain"],
    "neuro": ["tremor and slowness of movement", "episodes of transient weakness", "new-onset seizures"],
    "memory": ["progressive memory impairment", "word-finding difficulty and getting lost"],
    "resp": ["chronic breathlessness", "haemoptysis", "persistent cough"],
    "diab": ["poorly controlled type 2 diabetes", "a non-healing foot ulcer"],
    "ortho": ["hip pain limiting mobility", "knee pain and locking"],
    "renal": ["deteriorating renal function", "proteinuria"],
    "uro": ["visible haematuria", "a raised PSA"],
    "rheum": ["possible inflammatory arthritis", "polymyalgic symptoms"],
    "gastro": ["suspected lower GI cancer (2WW)", "iron-deficiency anaemia", "chronic diarrhoea"],
    "pall": ["symptom control in advanced cancer", "advance care planning"],
}


def gp_referral(ctx, c, layout):
    r = ctx.r
    t = ctx.t
    L = ctx.L
    pt = c.pt
    d = c.now
    He, he, his, him = ctx.cap(pt.he), pt.he, pt.his, pt.him
    dept, role, clinic, nsrole, key = ctx.ch(SPECIALTIES)
    reason = ctx.ch(REASON_BY_KEY.get(key, REASONS))
    if layout == "terse":
        ctx.lc = True
        lab, val, typ = c.health
        out = [f"referral - {reason.lower()} - {ctx.Dn(d)}",
               f"from {ctx.nm(c.gp, 'title_either_sur')}, {t('HOSPITAL', c.practice)}, tel {ctx.tel()} fax {ctx.fax()}",
               f"to {dept.lower()}, {t('HOSPITAL', c.hosp)}",
               f"pt {ctx.nm(pt, 'SUR_Given')}, {ctx.age_short(c.age, pt.sex)}, dob {ctx.Dn(c.dob)}, {lab.lower()} {t(typ, val)}",
               f"addr {ctx.addr_inline(c.addr)}. mob {t('PHONE', c.mob)}",
               f"{ctx.ch(SYMPTOMS)} {neg.duration(r)}. {neg.eponym(r, True)}. {neg.vitals(r, True)}.",
               f"bloods {ctx.Dshort(ctx.before(d, 2, 20))}: {neg.labs(r, True)}",
               f"pmh: " + "; ".join(f"{n.lower()} ({ctx.D(ctx.before(d, 400, 9000), 'y')})" for _, n in ctx.diags(3)),
               f"dh: " + ", ".join(neg.meds(r, 4, True)),
               f"sh: {'retired ' + t('PROFESSION', c.prof) if c.prof and c.retired else 'works as ' + t('PROFESSION', c.prof or 'carer')}. "
               f"{c.rels[0][0]} {ctx.nm(c.rels[0][1], 'given')} helps.",
               f"ubrn {t('IDNUM', L.idnum('referral'))}",
               f"{ctx.nm(c.gp, 'init_sur')} {L.reg('doctor')[0].lower()} {t('LICENSE', L.reg('doctor')[1])}"]
        return "\n".join(out)
    if layout == "eform":
        lab, val, typ = c.health
        title = "URGENT SUSPECTED CANCER REFERRAL" if "2WW" in reason else "REFERRAL FOR SPECIALIST OPINION"
        out = [title, f"Specialty: {dept}", f"Referral date: {ctx.Dn(d)}", f"Booking reference: {t('IDNUM', L.idnum('referral'))}", "",
               "PATIENT DETAILS", f"Surname: {t('PATIENT', pt.surname.upper())}",
               f"Forename(s): {t('PATIENT', pt.given + (' ' + pt.middle if pt.middle else ''))}",
               f"Title: {pt.title}", f"Date of birth: {ctx.Dn(c.dob)}", f"Age: {ctx.age_val(c.age, False)}",
               f"Sex: {'Male' if pt.sex == 'M' else 'Female'}", f"{lab}: {t(typ, val)}",
               f"Address: {t('STREET', c.addr['street'])}, {t('CITY', c.addr['town'])}"]
        if c.addr["region"]:
            out.append(f"{'County' if ctx.code in ('en-GB', 'en-IE') else 'Region'}: {t(c.addr['region_type'], c.addr['region'])}")
        out += [f"Postcode: {t('ZIP', c.addr['postcode'])}", f"Home tel: {t('PHONE', c.phone)}   Mobile: {t('PHONE', c.mob)}",
                f"Email: {ctx.email_for(pt)}",
                f"Interpreter required: {ctx.ch(['No', 'Yes - Polish', 'Yes - Punjabi', 'No', 'Yes - Arabic', 'No'])}",
                nok_line(ctx, c), "",
                "REGISTERED GP", f"{ctx.nm(c.gp, 'title_full')}, {t('HOSPITAL', c.practice)}",
                ctx.addr_inline(c.practice_addr), f"Tel: {ctx.tel()}   Fax: {ctx.fax()}   Email: {ctx.email_for(org=c.practice, local_opts=['reception', 'admin'])}", "",
                "CLINICAL DETAILS", f"Reason for referral: {reason}.",
                f"{He} presents with {ctx.ch(SYMPTOMS)} {neg.duration(r)}. {neg.vitals(r)}. {ctx.cap(neg.eponym(r))}.",
                f"Recent bloods ({ctx.Dn(ctx.before(d, 2, 25))}): {neg.labs(r)}.", "",
                "Past medical history:"]
        for _, n in ctx.diags(r.randint(2, 4)):
            out.append(f"- {ctx.cap(n)} ({ctx.D(ctx.before(d, 300, 12000), ctx.ch(['y', 'my', 'mony']))})")
        out.append("Medication:")
        out += med_list(ctx)
        out.append(f"Allergies: {ctx.ch(['NKDA', 'penicillin (rash)', 'codeine (vomiting)', 'none known', 'latex'])}")
        out.append("")
        out.append("Social: " + prof_sentence(ctx, c) + " " + living_sentence(ctx, c))
        out.append("")
        out.append(f"Referrer: {ctx.nm(c.gp, 'full')}   {L.reg('doctor')[0]} {t('LICENSE', L.reg('doctor')[1])}")
        if ctx.p(0.5):
            out.append(f"Sent by: {t('USERNAME', L.username(c.gp.given, c.gp.surname))} from {t('IPADDR', L.ip())}")
        return "\n".join(out)
    # letter
    out = [t("HOSPITAL", c.practice)]
    out += ctx.addr_lines(c.practice_addr)
    out.append(f"Tel: {ctx.tel()}   Fax: {ctx.fax()}")
    if ctx.p(0.6):
        out.append(f"Email: {ctx.email_for(org=c.practice, local_opts=['reception', 'practice.manager', 'admin'])}")
    out.append("")
    out.append(ctx.D(d))
    out.append("")
    cons = c.cons
    out += [ctx.nm(cons, ctx.ch(["title_full", "title_init_sur"])), role, dept, t("HOSPITAL", c.hosp)]
    out.append("")
    out.append(_salute(ctx, cons))
    out.append("")
    out += re_line(ctx, c)
    out.append("")
    para = [ctx.ch([
        f"Thank you for seeing this {ctx.age_adj(c.age, art=False)} {_sex_word(pt)} with {reason}.",
        f"I would be grateful for your opinion on {ctx.nm(pt, 'title_either_sur')}, {ctx.aged(c.age)}, who has {reason}.",
        f"Please could you see {ctx.nm(pt, 'given')}, {ctx.age_adj(c.age)}, regarding {reason}.",
        f"I would appreciate your assessment of {ctx.nm(pt, 'title_full')} ({ctx.age_val(c.age)}) with {reason}.",
    ])]
    pool = [
        lambda: f"{He} describes {ctx.ch(SYMPTOMS)} {neg.duration(r)}.",
        lambda: f"When I saw {him} on {ctx.D(ctx.before(d, 1, 20))} {he} had {neg.vitals(r)}.",
        lambda: f"Bloods on {ctx.D(ctx.before(d, 1, 20))}: {neg.labs(r)}.",
        lambda: prof_sentence(ctx, c),
        lambda: living_sentence(ctx, c),
        lambda: origin_sentence(ctx, c),
        lambda: f"{ctx.cap(rel_phrase(ctx, c, 0))} is very worried and has asked to be kept informed on {t('PHONE', L.mobile())}.",
        lambda: f"{He} was last seen by your team, {ctx.nm(ctx.doctor(), 'title_either_sur')}, in {ctx.Dpart(ctx.before(d, 200, 2000))}.",
        lambda: ctx.cap(neg.eponym(r)) + ".",
        lambda: neg.wordsent(r),
        lambda: f"{He} has been seen twice by the practice nurse, {ctx.nm(ctx.staff(), 'full')}, for {ctx.ch(['dressings', 'BP checks', 'ear syringing', 'B12 injections'])}.",
        lambda: f"{ctx.cap(neg.scores(r, 2))}.",
        lambda: f"I have discussed {him} with {neg.role(r)}.",
        lambda: f"The symptoms began around {ctx.holiday()} and have not settled.",
        lambda: fh_sentence(ctx, c),
    ]
    r.shuffle(pool)
    for f in pool[:r.randint(4, 8)]:
        para.append(f())
    out.append(" ".join(para))
    out.append("")
    out.append("Past history:")
    for _, n in ctx.diags(r.randint(2, 4)):
        out.append(f"- {ctx.cap(n)} ({ctx.D(ctx.before(d, 300, 12000), ctx.ch(['y', 'my', 'mony', 'y']))})")
    out.append("Current medication:")
    out += med_list(ctx)
    out.append("")
    out.append(ctx.ch([f"{He} is happy to be contacted on {t('PHONE', c.mob)}.",
                       f"Best contact is {his} mobile, {t('PHONE', c.mob)}, or email {ctx.email_for(pt)}.",
                       f"Please contact {his} {c.rels[0][0]}, {ctx.nm(c.rels[0][1], 'full')}, on {t('PHONE', L.mobile())} to arrange the appointment."]))
    out.append("")
    out += signature(ctx, c.gp, "General Practitioner", contact=False)
    if ctx.p(0.4):
        out.append(f"Referral ref: {t('IDNUM', L.idnum('referral'))}")
    return "\n".join(out)


# ====================================================================== discharge letters
def discharge(ctx, c, layout):
    r = ctx.r
    t = ctx.t
    L = ctx.L
    pt = c.pt
    He, he, his, him = ctx.cap(pt.he), pt.he, pt.his, pt.him
    dept, role, clinic, nsrole, key = ctx.ch(SPECIALTIES)
    adm = ctx.before(c.now, 3, 40)
    dis = c.now
    fy = ctx.doctor()
    pharm = ctx.staff()
    dev = ctx.ch(neg.PROCS)
    if layout == "terse":
        ctx.lc = True
        lab, val, typ = c.health
        out = [f"d/c summary {t('HOSPITAL', c.hosp)} {t('HOSPITAL', c.ward)}",
               f"{ctx.nm(pt, 'SUR_Given')} {ctx.age_short(c.age, pt.sex)} {lab.lower()} {t(typ, val)} {c.mrn[0].lower()} {t('MRN', c.mrn[1])}",
               f"adm {ctx.Dn(adm)} via ed -> d/c {ctx.Dn(dis)} {neg.time_(r)}",
               f"cons {ctx.nm(c.cons, 'title_either_sur')} / fy1 {ctx.nm(fy, 'given_init', end=True)} bleep {ctx.bleep()}",
               f"dx: " + "; ".join(n.lower() for _, n in ctx.diags(2)),
               f"course: {ctx.ch(SYMPTOMS)} {neg.duration(r)}, treated. {neg.eponym(r, True)}. {neg.role_sentence(r, True)}",
               f"bloods on d/c: {neg.labs(r, True)}",
               f"{dev.lower()} fitted {ctx.Dshort(ctx.after(adm, 1, 3))} sn {t('DEVICE', L.device_serial())}" if ctx.p(0.6) else f"obs on d/c: {neg.vitals(r, True)}",
               f"tto: " + ", ".join(neg.meds(r, 4, True)),
               f"d/c to {ctx.ch(['home', 'home w/ care pkg', t('HOSPITAL', L.care_home())])}. {c.rels[0][0]} {ctx.nm(c.rels[0][1], 'given')} aware ({t('PHONE', L.mobile())}).",
               f"dn referral to {t('HOSPITAL', L.practice())}. f/u {clinic.lower()} {r.randint(4, 12)}/52.",
               f"episode {t('ACCOUNT', L.account())}"]
        return "\n".join(out)
    out = letterhead(ctx, c, dept)
    out += ["", "DISCHARGE SUMMARY" if layout == "structured" else "Discharge letter", ""]
    out += gp_block(ctx, c)
    out.append("")
    if layout == "structured":
        lab, val, typ = c.health
        out += [f"Patient: {ctx.nm(pt, 'SUR_GIVEN')}", f"DOB: {ctx.Dn(c.dob)}   Age: {ctx.age_val(c.age, False)}",
                f"{lab}: {t(typ, val)}   {mrn_line(ctx, c)}", f"Address: {ctx.addr_inline(c.addr)}",
                f"Admission date: {ctx.Dn(adm)}   Discharge date: {ctx.Dn(dis)}",
                f"Ward: {_ward_bed(ctx, c)}", f"Consultant: {ctx.nm(c.cons, 'title_init_sur')} ({dept})",
                f"Episode no: {t('ACCOUNT', L.account())}"]
        if ctx.code == "en-CA" and ctx.p(0.3):
            out.append(f"US insurer on file - SSN {t('SSN', L.ssn())}")
        out.append("")
        out.append("Diagnoses:")
        out += diag_list(ctx, r.randint(2, 4), codes=True)
        out.append("")
        out.append("Procedures:")
        if ctx.p(0.6):
            out.append(f"- {dev} fitted on {ctx.D(ctx.after(adm, 1, 3))} by {ctx.nm(ctx.doctor(), 'title_either_sur')}, serial no. {t('DEVICE', L.device_serial())}")
        out.append(f"- {ctx.ch(['CT head', 'chest X-ray', 'echocardiogram', 'OGD', 'MRI spine', 'ultrasound abdomen'])} on {ctx.D(ctx.after(adm, 0, 2))}: report ref {t('IDNUM', L.idnum('accession'))}")
        out.append("")
        out.append("Clinical summary:")
    else:
        out.append(_salute(ctx, c.gp))
        out.append("")
        out += re_line(ctx, c)
        if ctx.p(0.5):
            out.append(f"Episode: {t('ACCOUNT', L.account())}")
        out.append("")
    para = [ctx.ch([
        f"{ctx.nm(pt, 'title_either_sur')} was admitted to {_ward_bed(ctx, c)} at {t('HOSPITAL', c.hosp)} on {ctx.D(adm)} with {ctx.ch(SYMPTOMS)} and was discharged on {ctx.D(dis)}.",
        f"I am writing to let you know that your patient, {ctx.nm(pt, 'title_full')}, {ctx.aged(c.age)}, was discharged from {t('HOSPITAL', c.ward)} on {ctx.D(dis)}.",
        f"This {ctx.age_adj(c.age, art=False)} {_sex_word(pt)} was admitted via the Emergency Department on {ctx.D(adm)} {neg.time_(r)} after {ctx.ch(['a fall', 'a collapse', 'being found on the floor', 'increasing confusion'])}.",
    ])]
    pool = [
        lambda: f"On arrival {neg.vitals(r)}. {ctx.cap(neg.eponym(r))}.",
        lambda: f"Admission bloods: {neg.labs(r)}.",
        lambda: f"{He} was treated with {ctx.ch(neg.MEDS)} and improved over {r.randint(2, 9)} days.",
        lambda: f"{He} was seen by {neg.role(r)} and by {ctx.nm(ctx.staff(), 'full')}, physiotherapist, who felt {he} was safe to mobilise with a frame.",
        lambda: f"The {ctx.ch(neg.PROCS)} was checked on {ctx.D(ctx.after(adm, 1, 4))} (serial {t('DEVICE', L.device_serial())}) and functioning normally.",
        lambda: f"{ctx.cap(rel_phrase(ctx, c, 0))} visited daily and was updated by telephone on {t('PHONE', L.mobile())}.",
        lambda: f"A best interests meeting was held on {ctx.D(ctx.after(adm, 2, 8))} with {rel_phrase(ctx, c, 0, end=True)} present.",
        lambda: living_sentence(ctx, c),
        lambda: nick_sentence(ctx, c),
        lambda: f"{ctx.nm(pt, 'given_init')} was reviewed daily on the ward round.",
        lambda: f"{He} moved from {t('HOSPITAL', L.ward())} to {t('HOSPITAL', c.ward)} on {ctx.Dshort(ctx.after(adm, 1, 4))}.",
        lambda: neg.wordsent(r),
        lambda: f"{ctx.cap(neg.scores(r, 2))} during admission.",
        lambda: f"{He} was transferred to bed {t('LOCATION_OTHER', str(r.randint(1, 30)))} in the {ctx.ch(['acute medical unit', 'stroke unit', 'frailty unit', 'coronary care unit'])} overnight.",
        lambda: f"Weight on admission {neg.rnd(r, 40, 110, 1)} kg.",
        lambda: neg.role_sentence(r),
        lambda: f"Histology ref {t('IDNUM', L.idnum('accession'))} is awaited and will be followed up by {ctx.nm(c.cons, 'title_either_sur')}.",
    ]
    r.shuffle(pool)
    for f in pool[:r.randint(4, 7)]:
        para.append(f())
    out.append(" ".join(para))
    out.append("")
    out.append("Medication on discharge:")
    out += med_list(ctx)
    out.append(f"Changes: {ctx.ch(['started', 'stopped', 'dose reduced:'])} {neg.drug(ctx.ch(neg.MEDS))}.")
    out.append("")
    out.append("Follow-up and actions for GP:")
    acts = [
        lambda: f"Please check U&E in {r.randint(1, 2)} weeks.",
        lambda: f"Review in the {clinic} in {r.randint(6, 12)} weeks (letter to follow).",
        lambda: f"District nurses at {t('HOSPITAL', L.practice())} asked to visit for dressings from {ctx.D(ctx.after(dis, 1, 3))}.",
        lambda: f"Discharged to {t('HOSPITAL', L.care_home())}, {ctx.addr_inline(L.address(), short=True)}; the manager, {ctx.nm(ctx.staff(), 'full')}, has a copy.",
        lambda: f"{He} has been given the ward number ({ctx.tel(ext=True)}) in case of problems.",
        lambda: f"Pharmacist {ctx.nm(pharm, 'full')} has completed a medicines reconciliation; blister pack from {t('HOSPITAL', L.pharmacy(pharm.surname))}.",
    ]
    r.shuffle(acts)
    for i, f in enumerate(acts[:r.randint(2, 4)], 1):
        out.append(f"{i}. {f()}")
    out.append("")
    out += signature(ctx, fy, ctx.ch(["FY1 Doctor", "Core Medical Trainee", "Specialty Registrar", "Resident Medical Officer"]),
                     closing=ctx.ch(["Yours sincerely,", "Kind regards,"]), contact=False, creds=False)
    out.append(f"For and on behalf of {ctx.nm(c.cons, 'title_either_sur')}, {role}")
    if ctx.p(0.5):
        out.append(f"Electronically signed by {t('USERNAME', L.username(fy.given, fy.surname))} on {ctx.Dn(dis)} {neg.time_(r).replace('at ', '')}")
    out += cc_lines(ctx, c)
    return "\n".join(out)
