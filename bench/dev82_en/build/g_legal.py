"""Genres: medico-legal / personal-injury reports, fitness-to-work and insurance assessments,
mental-health act and guardianship reports, inquest and coroner correspondence, complaint responses."""

import neg
from locales import LEGAL, US_STATES, us_ssn
from blocks import (fh_sentence, nick_sentence, letterhead, re_line, signature, rel_phrase, prof_sentence, living_sentence, origin_sentence,
                    nok_line, diag_list, med_list, art, health_line, mrn_line, cred)

TERMS = {
    "en-GB": dict(cortitle="HM Senior Coroner", coroner="HM Senior Coroner for the area of", ombuds="the Parliamentary and Health Service Ombudsman",
                  tribunal="the First-tier Tribunal (Mental Health)", licauth="the DVLA", court="County Court at",
                  rc="Responsible Clinician", amhp="Approved Mental Health Professional", claimant="Claimant"),
    "en-IE": dict(cortitle="Coroner", coroner="Coroner for the District of", ombuds="the Office of the Ombudsman",
                  tribunal="the Mental Health Tribunal", licauth="the NDLS", court="Circuit Court sitting at",
                  rc="Consultant Psychiatrist responsible", amhp="Authorised Officer", claimant="Plaintiff"),
    "en-AU": dict(cortitle="Coroner", coroner="Coroners Court sitting at", ombuds="the Health Care Complaints Commission",
                  tribunal="the Mental Health Review Tribunal", licauth="the state licensing authority",
                  court="District Court at", rc="Authorised Psychiatrist", amhp="Mental Health Officer", claimant="Plaintiff"),
    "en-NZ": dict(cortitle="Coroner", coroner="Coroner's Court at", ombuds="the Health and Disability Commissioner",
                  tribunal="the Mental Health Review Tribunal", licauth="the transport agency", court="District Court at",
                  rc="Responsible Clinician", amhp="Duly Authorised Officer", claimant="Claimant"),
    "en-CA": dict(cortitle="Regional Supervising Coroner", coroner="Office of the Chief Coroner, region of", ombuds="the Patient Ombudsman",
                  tribunal="the Consent and Capacity Board", licauth="the Ministry of Transportation",
                  court="Superior Court of Justice at", rc="Attending Physician", amhp="Rights Adviser", claimant="Plaintiff"),
    "en-ZA": dict(cortitle="Presiding Magistrate", coroner="Inquest Court, Magistrate's Court at", ombuds="the Office of Health Standards Compliance",
                  tribunal="the Mental Health Review Board", licauth="the traffic department",
                  court="High Court sitting at", rc="Head of Health Establishment's psychiatrist",
                  amhp="Mental Health Care Practitioner", claimant="Plaintiff"),
}

INJURIES = ["a whiplash injury to the neck", "a fracture of the right distal radius", "soft-tissue injury to the lower back",
            "a left knee meniscal tear", "post-traumatic stress disorder", "a fractured left clavicle",
            "a crush injury to the right hand", "an adjustment disorder with anxiety", "concussion with post-concussion symptoms",
            "a right shoulder rotator cuff tear", "a lumbar disc prolapse", "a fracture of the left lateral malleolus"]
MECH = ["was stationary at traffic lights when a van struck the rear of {his} car",
        "slipped on a wet floor in the staff canteen", "fell from a stepladder while stacking shelves",
        "was knocked from {his} bicycle by a reversing lorry", "tripped on a raised paving slab",
        "was struck by a falling pallet in the loading bay", "was a front-seat passenger in a head-on collision"]


def inverse_rel(rel, sex):
    m = sex == "M"
    spouse = "husband" if m else "wife"
    table = {"wife": spouse, "husband": spouse, "partner": "partner", "son": "father" if m else "mother",
             "daughter": "father" if m else "mother", "stepson": "stepfather" if m else "stepmother",
             "stepdaughter": "stepfather" if m else "stepmother", "brother": "brother" if m else "sister",
             "sister": "brother" if m else "sister", "grandson": "grandfather" if m else "grandmother",
             "granddaughter": "grandfather" if m else "grandmother", "nephew": "uncle" if m else "aunt",
             "niece": "uncle" if m else "aunt", "son-in-law": "father-in-law" if m else "mother-in-law",
             "daughter-in-law": "father-in-law" if m else "mother-in-law", "brother-in-law": "brother-in-law" if m else "sister-in-law",
             "sister-in-law": "brother-in-law" if m else "sister-in-law", "cousin": "cousin", "neighbour": "neighbour",
             "friend": "friend"}
    return table.get(rel, "relative")


def _tm(ctx):
    return TERMS[ctx.code]


def _lg(ctx, k):
    return ctx.ch(LEGAL[ctx.code][k])


def _mh(ctx):
    """A detention power (statutory Mental Health Act reference only)."""
    return ctx.ch([x for x in LEGAL[ctx.code]["mha"] if "Mental Health" in x and "aftercare" not in x and "leave" not in x])


PSYCH_CREDS = {"en-GB": ["MB ChB MRCPsych", "MBBS FRCPsych", "BM MRCPsych"], "en-IE": ["MB BCh BAO MRCPsych", "MB FCPI"],
               "en-AU": ["MBBS FRANZCP"], "en-NZ": ["MBChB FRANZCP"], "en-CA": ["MD FRCPC (Psychiatry)", "MD FRCPC"],
               "en-ZA": ["MBChB FCPsych(SA)", "MBChB MMed(Psych)"]}


# ====================================================================== medico-legal
def medicolegal(ctx, c, layout):
    r = ctx.r
    t = ctx.t
    L = ctx.L
    pt = c.pt
    T = _tm(ctx)
    He, he, his, him = ctx.cap(pt.he), pt.he, pt.his, pt.him
    if c.age > 85:
        c.set_age(r.randint(24, 70))
    if c.age < 66:
        c.retired = False
        c.prof = c.prof or ctx.ch(["warehouse operative", "care assistant", "delivery driver", "chef", "electrician"])
    exp = ctx.doctor()
    if ctx.code in ("en-GB", "en-IE") and ctx.p(0.4):
        exp.title = "Mr" if exp.sex == "M" else "Ms"
    role = ctx.ch(["Consultant Orthopaedic Surgeon", "Consultant Psychiatrist", "Consultant in Emergency Medicine",
                   "General Practitioner", "Consultant Neurologist", "Consultant in Pain Medicine"])
    acc = ctx.before(c.now, 200, 1400)
    exam = ctx.before(c.now, 5, 40)
    sol = L.solicitor()
    solp = ctx.person("FAMILY")
    tp = ctx.person("FAMILY")
    mech = ctx.ch(MECH).format(his=his)
    inj = ctx.ch(INJURIES)
    plate = L.plate()
    if layout == "terse":
        ctx.lc = True
        out = [f"ml exam notes - {ctx.nm(pt, 'SUR_Given')} - {ctx.Dn(exam)}",
               f"dob {ctx.Dn(c.dob)} ({ctx.age_val(c.age, False)}). inst {t('ORGANIZATION', sol)} ref {t('IDNUM', L.idnum('solref'))}",
               f"ida {ctx.Dn(acc)} {neg.time_(r)}: {mech}. veh {t('VEHICLE', plate)}.",
               f"seen ed {t('HOSPITAL', L.hospital())} same day. xr ref {t('IDNUM', L.idnum('accession'))}.",
               f"job: {t('PROFESSION', c.prof or 'warehouse operative')} at {t('ORGANIZATION', c.employer)}, off {r.randint(2, 26)}/52.",
               f"o/e: {neg.eponym(r, True)}. rom reduced. {neg.scores(r, 2, True)}.",
               f"pmh per gp recs ({t('HOSPITAL', c.practice)}): {ctx.diag1()[1].lower()} {ctx.D(ctx.before(acc, 300, 5000), 'y')}.",
               f"accompanied by {c.rels[0][0]} {ctx.nm(c.rels[0][1], 'given')}.",
               f"prognosis: {r.randint(6, 36)} months from ida. inv {t('ACCOUNT', L.account())}.",
               f"- {t('DOCTOR', exp.initials)}"]
        return "\n".join(out)
    out = ["MEDICAL REPORT", f"Prepared for the Court in the matter of a claim for personal injury", ""]
    front = [
        f"{T['claimant']}: {ctx.nm(pt, ctx.ch(['full', 'title_full', 'full_mid']))}",
        f"Date of birth: {ctx.D(c.dob)}",
        f"Address: {ctx.addr_inline(c.addr)}",
        f"Date of accident: {ctx.D(acc)}",
        f"Date of examination: {ctx.D(exam)}",
        f"Place of examination: {t('HOSPITAL', L.hospital()) if ctx.p(0.5) else 'consulting rooms, ' + ctx.addr_inline(L.address(), short=True)}",
        f"Date of report: {ctx.D(c.now)}",
        f"Instructing party: {t('ORGANIZATION', sol)}, ref {t('IDNUM', L.idnum('solref'))} ({ctx.nm(solp, 'full')})",
        f"Claim no: {t('IDNUM', L.idnum('court'))}",
        f"Expert: {ctx.nm(exp, 'title_full')} {cred(ctx)}, {role}",
    ]
    if ctx.p(0.6):
        front.append(f"Defendant insurer: {t('ORGANIZATION', L.insurer())}, claim ref {t('IDNUM', L.idnum('claim'))}")
    if ctx.p(0.75):
        front.append(f"Invoice no: {t('ACCOUNT', L.account())}")
    if ctx.code == "en-GB":
        front.append(f"NI number: {t('SSN', L.ni())}")
    elif ctx.p(0.5 if ctx.code == "en-CA" else 0.12):
        front.append(f"US Social Security no. (employment in {t('STATE', ctx.ch(US_STATES))}): {t('SSN', us_ssn(ctx.r))}")
    if layout == "report_table":
        out += [f"{x.split(': ', 1)[0]:<22}| {x.split(': ', 1)[1]}" for x in front]
    else:
        out += front
    out.append("")
    lab, val = L.reg("doctor")
    n = 1
    out.append(f"{n}. INTRODUCTION")
    out.append(f"{n}.1 I am {ctx.nm(exp, 'title_full')}, {role} at {t('HOSPITAL', L.hospital())}. I am registered with {lab} under number {t('LICENSE', val)}.")
    out.append(f"{n}.2 This report has been prepared in accordance with {_lg(ctx, 'pi')}. I understand my overriding duty is to the court.")
    out.append(f"{n}.3 I examined the {T['claimant'].lower()} on {ctx.D(exam)} {neg.time_(r)}; {he} was accompanied by {rel_phrase(ctx, c, 0, end=True)}. "
               f"Identity was confirmed by {ctx.ch(['photographic driving licence no. ' + t('LICENSE', L.lic_driver()), 'passport', 'a bank card'])}.")
    n += 1
    out.append("")
    out.append(f"{n}. DOCUMENTS REVIEWED")
    docs = [
        f"{n}.1 GP records from {t('HOSPITAL', c.practice)} covering {ctx.D(ctx.before(acc, 2000, 4000), ctx.ch(['my', 'y', 'dmy']) if ctx.code != 'en-CA' else 'iso')} to {ctx.D(c.now, ctx.ch(['my', 'y']))}.",
        f"{n}.2 Emergency Department records from {t('HOSPITAL', L.hospital())}, attendance {ctx.D(acc)}, ref {t('IDNUM', L.idnum('accession'))}.",
        f"{n}.3 Witness statement of {ctx.nm(ctx.person('FAMILY'), 'full')} dated {ctx.D(ctx.after(acc, 20, 120))}.",
        f"{n}.4 Physiotherapy notes from {t('HOSPITAL', L.practice())}, {r.randint(4, 14)} sessions.",
    ]
    out += docs[:r.randint(2, 4)]
    n += 1
    out.append("")
    out.append(f"{n}. HISTORY OF THE ACCIDENT")
    out.append(f"{n}.1 On {ctx.D(acc, ctx.ch(['wd_dlong', 'dlong', 'ord'] if ctx.code != 'en-CA' else ['wd_mdy', 'mdy']))} {neg.time_(r)} the {T['claimant'].lower()} {mech} on {t('STREET', ctx.ch(L.STREET_WORDS) + ' ' + ctx.ch(L.STREET_TYPES))} in {t('CITY', L.town())}.")
    if "car" in mech:
        out.append(f"{n}.2 {He} was driving {his} {ctx.ch(['silver hatchback', 'blue estate car', 'white saloon'])}, registration {t('VEHICLE', plate)}. "
                   f"The van, registration {t('VEHICLE', L.plate())}, was driven by {ctx.nm(tp, ctx.ch(['full', 'title_either_sur', 'title_full']))}.")
    elif "collision" in mech:
        out.append(f"{n}.2 The car in which {he} was travelling, registration {t('VEHICLE', plate)}, was driven by {his} {c.rels[0][0]}. "
                   f"The other vehicle (VIN {t('VEHICLE', L.vin())}) was driven by {ctx.nm(tp, ctx.ch(['full', 'title_either_sur', 'title_full']))}.")
    elif "lorry" in mech:
        out.append(f"{n}.2 The lorry, registration {t('VEHICLE', plate)}, was being reversed by {ctx.nm(tp, ctx.ch(['full', 'title_either_sur']))}, "
                   f"an employee of {t('ORGANIZATION', L.employer())}.")
    else:
        out.append(f"{n}.2 At the time {he} was employed by {t('ORGANIZATION', c.employer)} as {art(c.prof or 'operative')} {t('PROFESSION', c.prof or 'warehouse operative')}; "
                   f"the accident was reported to {his} line manager, {ctx.nm(ctx.person('FAMILY'), ctx.ch(['full', 'title_either_sur']))}.")
    out.append(f"{n}.3 {He} attended {t('HOSPITAL', L.hospital())} the same day, where {inj} was diagnosed. {ctx.cap(neg.eponym(r))}.")
    n += 1
    out.append("")
    out.append(f"{n}. PAST MEDICAL HISTORY")
    out.append(f"{n}.1 The records show {ctx.diag1()[1]} in {ctx.D(ctx.before(acc, 400, 6000), 'y')} and {ctx.diag1()[1]} in {ctx.D(ctx.before(acc, 300, 5000), ctx.ch(['my', 'mony', 'y']))}. "
               f"There is no record of neck or back complaints before the accident.")
    out.append(f"{n}.2 {origin_sentence(ctx, c)} {living_sentence(ctx, c)}")
    n += 1
    out.append("")
    out.append(f"{n}. EMPLOYMENT")
    out.append(f"{n}.1 {prof_sentence(ctx, c)} {He} was off work {neg.duration(r)} and returned on {ctx.D(ctx.after(acc, 14, 180))} on reduced hours.")
    n += 1
    out.append("")
    out.append(f"{n}. EXAMINATION")
    out.append(f"{n}.1 {ctx.nm(pt, 'title_either_sur')} is {ctx.age_adj(c.age)} right-handed {'man' if pt.sex == 'M' else 'woman'}. {neg.vitals(r)}.")
    out.append(f"{n}.2 {ctx.cap(neg.eponym(r))}. Waddell signs 0/5. {ctx.cap(neg.scores(r, 2))}.")
    out.append(f"{n}.3 {neg.wordsent(r)} {neg.role_sentence(r)}")
    n += 1
    out.append("")
    out.append(f"{n}. OPINION AND PROGNOSIS")
    out.append(f"{n}.1 On the balance of probabilities {ctx.nm(pt, 'title_either_sur')} sustained {inj} in the accident of {ctx.D(acc)}.")
    out.append(f"{n}.2 I anticipate resolution within {r.randint(9, 36)} months of the accident. Further treatment: {r.randint(6, 12)} sessions of physiotherapy.")
    n += 1
    out.append("")
    out.append(f"{n}. STATEMENT OF TRUTH")
    out.append(f"I confirm that I have made clear which facts and matters referred to in this report are within my own knowledge. "
               f"I am aware of the requirements of {_lg(ctx, 'pi')}.")
    out.append("")
    out.append(f"Signed: {ctx.nm(exp, 'full')}    Date: {ctx.D(c.now)}")
    if ctx.p(0.5):
        out.append(f"Secretary: {ctx.tel(ext=True)}   Email: {ctx.email_for(exp)}")
    return "\n".join(out)


# ====================================================================== fitness-to-work / insurance
def fitness(ctx, c, layout):
    r = ctx.r
    t = ctx.t
    L = ctx.L
    pt = c.pt
    T = _tm(ctx)
    if c.age > 70 or c.age < 20:
        c.set_age(r.randint(22, 66))
    c.retired = False
    if not c.prof:
        c.prof = ctx.ch(["warehouse operative", "care assistant", "bus driver", "HGV driver", "nurse", "teacher"])
    He, he, his, him = ctx.cap(pt.he), pt.he, pt.his, pt.him
    ohp = ctx.doctor()
    hr = ctx.person("FAMILY")
    mgr = ctx.person("FAMILY")
    d = c.now
    ins = L.insurer()
    empno = L.idnum("employee")
    cond = ctx.diag1()
    if layout == "terse":
        ctx.lc = True
        out = [f"oh tel consult {ctx.Dn(d)} {neg.time_(r)}",
               f"ee: {ctx.nm(pt, 'SUR_Given')} emp no {t('IDNUM', empno)} dob {ctx.Dn(c.dob)}",
               f"role: {t('PROFESSION', c.prof)}, {t('ORGANIZATION', c.employer)}. mgr {ctx.nm(mgr, 'full')}. hr {ctx.nm(hr, 'given')}.",
               f"off since {ctx.Dshort(ctx.before(d, 14, 120))} w/ {cond[1].lower()} ({cond[0].lower()}).",
               f"fit note to {ctx.Dshort(ctx.after(d, 7, 40))}. {neg.scores(r, 2, True)}.",
               f"meds: {', '.join(neg.meds(r, 3, True))}.",
               f"drives for work - licence {t('LICENSE', L.lic_driver())}. advised re {T['licauth'].replace('the ', '')}.",
               (f"ni no {t('SSN', L.ni())}." if ctx.code == "en-GB" else f"us ssn {t('SSN', L.ssn())} (prev employer in {t('STATE', ctx.ch(US_STATES))})." if ctx.code == "en-CA" and ctx.p(0.5) else neg.role_sentence(r, True)),
               f"ip claim {t('ORGANIZATION', ins)} policy {t('HEALTHPLAN', L.policy())}.",
               f"plan: phased rtw over {r.randint(2, 6)}/52. r/v {ctx.Dshort(ctx.after(d, 21, 60))}.",
               f"{t('USERNAME', L.username(ohp.given, ohp.surname))}"]
        return "\n".join(out)
    if layout == "insurer_form":
        lab, val = L.insurance_no()
        out = [t("ORGANIZATION", ins), "INDEPENDENT MEDICAL ASSESSMENT - INCOME PROTECTION", "",
               f"Claimant: {ctx.nm(pt, 'SUR_GIVEN')}", f"Date of birth: {ctx.Dn(c.dob)}   Age: {ctx.age_val(c.age, False)}",
               f"{lab}: {t('HEALTHPLAN', val)}", f"Claim reference: {t('IDNUM', L.idnum('claim'))}",
               f"Employer: {t('ORGANIZATION', c.employer)}   Occupation: {t('PROFESSION', c.prof)}",
               f"Address: {ctx.addr_inline(c.addr)}", f"Telephone: {t('PHONE', c.mob)}"]
        if ctx.code == "en-GB" and ctx.p(0.9):
            out.append(f"National Insurance no: {t('SSN', L.ni())}")
        if ctx.code not in ("en-GB", "en-CA") and ctx.p(0.15):
            out.append(f"US Social Security no.: {t('SSN', L.ssn())}")
        if ctx.code == "en-CA" and ctx.p(0.7):
            out.append(f"US SSN (prior employment in {t('STATE', ctx.ch(US_STATES))}): {t('SSN', L.ssn())}")
        if ctx.p(0.4):
            out.append(f"Online claim submitted {ctx.Dn(ctx.before(d, 10, 60))} by user {t('USERNAME', L.username(pt.given, pt.surname))} from IP {t('IPADDR', L.ip())}")
        if ctx.p(0.3):
            out.append(f"Voice-verification enrolment: {t('BIOID', L.bioid('voice'))}")
        out += ["", f"Assessor: {ctx.nm(ohp, 'title_full')} {cred(ctx)}   {L.reg('doctor')[0]} {t('LICENSE', L.reg('doctor')[1])}",
                f"Date of assessment: {ctx.D(d)} ({ctx.ch(['face to face', 'video', 'telephone'])})", ""]
        out.append("1. History of incapacity")
        out.append(f"{He} stopped work on {ctx.D(ctx.before(d, 40, 300))} because of {cond[1]} ({cond[0]}). Symptoms had been present {neg.duration(r)} before that. "
                   f"{ctx.cap(neg.scores(r, 2))}.")
        out.append("2. Treatment")
        out.append(f"{He} is under {ctx.nm(ctx.doctor(), 'title_either_sur')} at {t('HOSPITAL', L.hospital())} and takes {', '.join(neg.meds(r, 3))}.")
        out.append("3. Functional assessment")
        out.append(f"{neg.vitals(r)}. {ctx.cap(neg.eponym(r))}. Sitting tolerance {r.randint(15, 60)} minutes; walking {r.randint(100, 800)} m.")
        out.append("4. Opinion")
        out.append(f"In my opinion {ctx.nm(pt, 'title_either_sur')} is {ctx.ch(['currently unfit for', 'fit for modified', 'fit to return to'])} {his} own occupation as {art(c.prof)} {t('PROFESSION', c.prof)}. "
                   f"Reassessment is suggested after {ctx.D(ctx.after(d, 60, 180), ctx.ch(['my', 'mony']))}.")
        out.append("")
        out.append(f"Signed {ctx.nm(ohp, 'init_sur')}   {ctx.Dn(d)}")
        return "\n".join(out)
    # occupational health letter
    oh = ctx.ch([f"{L.town()} Occupational Health Service", f"{c.employer} Occupational Health", f"{L.hospital()} Occupational Health Department"])
    out = [t("ORGANIZATION", oh) if "Department" not in oh else t("HOSPITAL", oh)]
    out += ctx.addr_lines(L.address())
    out.append(f"Tel: {ctx.tel()}   Fax: {ctx.fax()}")
    out += ["", "PRIVATE AND CONFIDENTIAL - MANAGEMENT REFERRAL REPORT", "",
            ctx.nm(hr, ctx.ch(["title_full", "full"])), ctx.ch(["HR Business Partner", "People Adviser", "HR Manager", "Line Manager"]),
            t("ORGANIZATION", c.employer), "\n".join(ctx.addr_lines(L.address())), "",
            f"Date: {ctx.D(d)}", "",
            f"Dear {ctx.nm(hr, ctx.ch(['title_either_sur', 'given']))},", "",
            f"Re: {ctx.nm(pt, ctx.ch(['full', 'title_full']))}, employee no. {t('IDNUM', empno)}, date of birth {ctx.Dn(c.dob)}",
            f"Job title: {t('PROFESSION', c.prof)}"]
    if ctx.code == "en-GB":
        out.append(f"NI number: {t('SSN', L.ni())}")
    elif ctx.code == "en-CA" and ctx.p(0.6):
        out.append(f"SSN (US payroll): {t('SSN', L.ssn())}")
    out.append("")
    para = [ctx.ch([
        f"Thank you for your referral dated {ctx.D(ctx.before(d, 7, 30))}. I assessed {ctx.nm(pt, 'given')} by {ctx.ch(['telephone', 'video', 'face-to-face appointment'])} on {ctx.D(ctx.before(d, 0, 6))} with {his} consent.",
        f"I saw {ctx.nm(pt, 'title_either_sur')} on {ctx.D(ctx.before(d, 0, 6))} following your management referral and {he} has consented to this report.",
    ])]
    pool = [
        lambda: f"{He} has been absent since {ctx.D(ctx.before(d, 20, 200))} with {cond[1]}.",
        lambda: f"{He} is {ctx.age_adj(c.age)} {t('PROFESSION', c.prof)} who has worked for the company for {r.randint(2, 25)} years.",
        lambda: f"{ctx.cap(his)} manager, {ctx.nm(mgr, ctx.ch(['full', 'title_either_sur']))}, has already offered a temporary move to day shifts.",
        lambda: f"{He} is under the care of {ctx.nm(c.gp, 'title_either_sur')} at {t('HOSPITAL', c.practice)} and is awaiting review at {t('HOSPITAL', c.hosp)}.",
        lambda: f"Current treatment includes {', '.join(neg.meds(r, 2))}. {ctx.cap(neg.scores(r, 2))}.",
        lambda: f"{He} holds a vocational driving licence ({t('LICENSE', L.lic_driver())}) and I have reminded {him} of {his} duty to inform {T['licauth']}.",
        lambda: f"The site uses a fingerprint clock-in system; {his} enrolment template {t('BIOID', L.bioid())} will need re-registering because of the hand injury.",
        lambda: f"{He} cares for {rel_phrase(ctx, c, 0, end=True)} at home, which adds to the pressure.",
        lambda: neg.wordsent(r),
        lambda: neg.role_sentence(r),
        lambda: f"{He} also has an income protection claim open with {t('ORGANIZATION', ins)} (policy {t('HEALTHPLAN', L.policy())}).",
    ]
    r.shuffle(pool)
    for f in pool[:r.randint(4, 7)]:
        para.append(f())
    out.append(" ".join(para))
    out.append("")
    out.append("Your questions:")
    out.append(f"1. Is {he} fit for work? {ctx.ch(['Not at present.', 'Yes, with adjustments.', 'Fit for a phased return.'])} I expect a return from {ctx.D(ctx.after(d, 14, 60))}.")
    out.append(f"2. Is the condition likely to be a disability under {_lg(ctx, 'work')}? This is ultimately a legal decision, but it is likely to be considered so.")
    out.append(f"3. Adjustments: phased return over {r.randint(2, 6)} weeks, no night shifts, {ctx.ch(['no lifting over 10 kg', 'regular breaks', 'a stand-sit desk', 'no driving duties'])}.")
    out.append("")
    out.append(f"I have not arranged a further review but would be happy to see {him} again; please re-refer via {t('URL', L.url('ohreferral'))} or {ctx.email_for(org='occupational health', local_opts=['ohreferrals', 'ohservice'])}.")
    out.append("")
    out += signature(ctx, ohp, ctx.ch(["Occupational Health Physician", "Specialist Occupational Health Adviser", "Consultant Occupational Physician"]),
                     reg_role="doctor" if ctx.p(0.6) else "nurse")
    out.append(f"cc: {ctx.nm(pt, 'full')} (employee)")
    return "\n".join(out)


# ====================================================================== mental health act / guardianship
def mha(ctx, c, layout):
    r = ctx.r
    t = ctx.t
    L = ctx.L
    pt = c.pt
    T = _tm(ctx)
    He, he, his, him = ctx.cap(pt.he), pt.he, pt.his, pt.him
    rc = ctx.doctor()
    amhp = ctx.staff()
    cc = ctx.staff()
    unit = L.unit()
    d = c.now
    det = ctx.before(d, 10, 150)
    hearing = ctx.after(d, 5, 30)
    rel, nr = c.rels[0]
    first_age = r.randint(16, 40)
    dx = ctx.ch([("F20.0", "paranoid schizophrenia"), ("F31.2", "bipolar affective disorder"), ("F25.0", "schizoaffective disorder"),
                 ("F03", "dementia with behavioural and psychological symptoms"), ("F32.3", "severe depressive episode with psychotic symptoms"),
                 ("F60.3", "emotionally unstable personality disorder")])
    guardianship = layout == "guardianship"
    if guardianship and c.age < 60:
        c.set_age(r.randint(70, 99))
    if layout == "terse":
        ctx.lc = True
        lab, val, typ = c.health
        out = [f"mha review - {t('HOSPITAL', unit)}, {t('HOSPITAL', c.hosp)} - {ctx.Dn(d)}",
               f"{ctx.nm(pt, 'SUR_Given')} {ctx.age_short(c.age, pt.sex)} {c.mrn[0].lower()} {t('MRN', c.mrn[1])}",
               f"detained {ctx.Dshort(det)} under {_mh(ctx).lower()}.",
               f"dx {dx[1]} ({dx[0].lower()}). first contact w/ services aged {t('AGE', str(first_age))}.",
               f"nr: {rel} {ctx.nm(nr, 'full')} {t('PHONE', L.mobile())} - objects to detention.",
               f"{T['amhp'].lower()}: {ctx.nm(amhp, 'full')}. cc: {ctx.nm(cc, 'given_init', end=True)}.",
               f"mse: {ctx.ch(['guarded, poor eye contact', 'pressured speech, elated', 'flat affect, thought block', 'agitated, paranoid re neighbours'])}. {neg.scores(r, 2, True)}.",
               f"awol {ctx.Dshort(ctx.after(det, 2, 8))} - found at {t('LOCATION_OTHER', L.landmark())} by police (ref {t('IDNUM', L.idnum('police'))}).",
               f"meds: {', '.join(neg.meds(r, 3, True))}. {neg.labs(r, True)}.",
               f"hearing {ctx.Dshort(hearing)} {neg.time_(r)} case {t('IDNUM', L.idnum('tribunal'))}.",
               f"{t('DOCTOR', rc.initials)} / {t('USERNAME', L.username(rc.given, rc.surname))}"]
        return "\n".join(out)
    out = [t("HOSPITAL", c.trust), t("HOSPITAL", unit) + ", " + t("HOSPITAL", c.hosp), ""]
    if guardianship:
        out.append(ctx.ch(["APPLICATION AND MEDICAL RECOMMENDATION FOR GUARDIANSHIP", "REPORT IN SUPPORT OF A GUARDIANSHIP APPLICATION",
                           "CAPACITY AND GUARDIANSHIP ASSESSMENT"]))
        out.append(f"Legal framework: {_lg(ctx, 'guard')}")
    else:
        out.append(f"{T['rc'].upper()}'S REPORT TO {T['tribunal'].upper()}")
        out.append(f"Detention: {_mh(ctx)} ({_lg(ctx, 'forms')})")
        out.append(f"Case number: {t('IDNUM', L.idnum('tribunal'))}   Hearing: {ctx.D(hearing)} {neg.time_(r).replace('at ', '')}")
    out.append("")
    lab, val, typ = c.health
    block = [f"Patient: {ctx.nm(pt, ctx.ch(['SUR_Given', 'full_mid', 'SUR_GIVEN']))}", f"Date of birth: {ctx.D(c.dob)} (aged {ctx.age_val(c.age)})",
            f"{lab}: {t(typ, val)}   {mrn_line(ctx, c)}", f"Usual address: {ctx.addr_inline(c.addr)}",
            f"Ward: {t('HOSPITAL', c.ward)}, room {t('LOCATION_OTHER', str(r.randint(1, 24)))}" if ctx.p(0.6) else f"Current location: {t('HOSPITAL', unit)}",
            f"Nearest relative: {ctx.nm(nr, ctx.ch(['title_full', 'full']))} ({rel}), {ctx.addr_inline(L.address(), short=True)}, tel {t('PHONE', L.mobile())}",
            f"{T['amhp']}: {ctx.nm(amhp, 'full')} ({L.reg('social')[0]} {t('LICENSE', L.reg('social')[1])})",
            (f"National Insurance no: {t('SSN', L.ni())} (benefits)" if ctx.code == "en-GB" and ctx.p(0.6) else
             f"US SSN (dual national): {t('SSN', L.ssn())}" if ctx.code == "en-CA" and ctx.p(0.2) else ""),
            (f"Secure-unit access enrolment: palm-vein template {t('BIOID', L.bioid('palm'))}" if ctx.p(0.25) else ""),
            f"Care coordinator: {ctx.nm(cc, ctx.ch(['full', 'init_sur']))}, {ctx.ch(['community mental health team', 'older adults CMHT', 'early intervention team'])}, {ctx.tel()}"]
    out += [x for x in block if x] + [""]
    out.append("1. Background")
    bg = [
        f"{ctx.nm(pt, 'title_either_sur')} is {ctx.age_adj(c.age)} {'man' if pt.sex == 'M' else 'woman'} with a diagnosis of {dx[1]} ({dx[0]}).",
        f"{He} first came into contact with mental health services aged {ctx.age_val(first_age)}, when {he} was admitted to {t('HOSPITAL', L.hospital())} in {ctx.D(c.dob.replace(year=c.dob.year + first_age), 'y')}.",
        origin_sentence(ctx, c),
        prof_sentence(ctx, c),
        nick_sentence(ctx, c),
        fh_sentence(ctx, c),
        f"{He} has {r.randint(2, 14)} previous admissions, the last ending on {ctx.D(ctx.before(det, 100, 900))}.",
        f"{ctx.cap(rel_phrase(ctx, c, 0))} describes {him} as {ctx.ch(['withdrawn', 'suspicious', 'increasingly disinhibited', 'not eating'])} {neg.duration(r)} before admission.",
    ]
    r.shuffle(bg)
    out.append(" ".join(bg[:r.randint(4, 6)]))
    out.append("")
    out.append("2. Circumstances of admission")
    out.append(ctx.ch([
        f"On {ctx.D(det)} {neg.time_(r)} police were called to {t('LOCATION_OTHER', L.landmark())} where {he} was {ctx.ch(['shouting at passers-by', 'standing in the road', 'found in distress'])}; {he} was taken to a place of safety under {_mh(ctx)}.",
        f"{He} was assessed at home on {ctx.D(det)} by {ctx.nm(amhp, 'full')}, {ctx.nm(ctx.doctor(), 'title_either_sur')} and {ctx.nm(c.gp, 'title_either_sur')}, following concerns raised by {rel_phrase(ctx, c, 0, end=True)}.",
        f"{He} was admitted informally on {ctx.D(ctx.before(det, 1, 10))} and detained under {_mh(ctx)} on {ctx.D(det)} when {he} tried to leave.",
    ]) + (f" The police reference is {t('IDNUM', L.idnum('police'))}." if ctx.p(0.5) else ""))
    out.append("")
    out.append("3. Progress and treatment")
    prog = [
        f"Treatment has been with {', '.join(neg.meds(r, 2))}.",
        f"Bloods on {ctx.D(ctx.after(det, 1, 20))}: {neg.labs(r)}.",
        f"{ctx.cap(neg.scores(r, 2))}.",
        f"{He} was granted escorted leave to the hospital grounds from {ctx.D(ctx.after(det, 5, 30))}.",
        f"On {ctx.D(ctx.after(det, 2, 20))} {he} absconded and was returned from {t('LOCATION_OTHER', L.landmark())} {neg.time_(r)}.",
        f"Nursing observations by {ctx.nm(ctx.staff(), ctx.ch(['full', 'given_init']))}, primary nurse, describe improved sleep.",
        neg.wordsent(r),
        neg.role_sentence(r),
        neg.role_sentence(r),
    ]
    r.shuffle(prog)
    out.append(" ".join(prog[:r.randint(3, 6)]))
    out.append("")
    if guardianship:
        g = ctx.person("FAMILY")
        council = f"{L.town()} {ctx.ch(['Borough Council', 'City Council', 'District Council', 'Council Adult Social Care'])}"
        out.append("4. Proposed guardian")
        out.append(ctx.ch([
            f"The proposed guardian is {ctx.nm(g, 'title_full')}, {ctx.ch(['son', 'daughter', 'nephew', 'niece'])}, of {ctx.addr_inline(L.address())}, who has agreed to act.",
            f"The proposed guardian is the local social services authority, {t('ORGANIZATION', council)}, with {ctx.nm(cc, 'full')} as the authorised officer.",
        ]))
        out.append(f"The reasons are that {he} lacks capacity regarding residence (assessed on {ctx.D(ctx.after(det, 3, 20))}) and requires a structured placement at {t('HOSPITAL', L.care_home())}.")
    else:
        out.append("4. Recommendation")
        out.append(f"In my opinion {he} continues to suffer from a mental disorder of a nature and degree which makes it appropriate to receive treatment in hospital. "
                   f"Community treatment under the care of {t('HOSPITAL', L.trust())} will be considered once {he} has completed {r.randint(2, 6)} weeks of unescorted leave.")
    out.append("")
    lab, val = L.reg("doctor")
    out.append(f"Signed: {ctx.nm(rc, ctx.ch(['title_full', 'full']))} {ctx.ch(PSYCH_CREDS[ctx.code])}, {T['rc']}   {lab} {t('LICENSE', val)}")
    out.append(f"Date: {ctx.D(d)}")
    if ctx.p(0.4):
        out.append(f"Report uploaded to the tribunal portal ({t('URL', L.url('tribunal'))}) by {t('USERNAME', L.username(rc.given, rc.surname))}")
    return "\n".join(out)


# ====================================================================== coroner
def coroner(ctx, c, layout):
    r = ctx.r
    t = ctx.t
    L = ctx.L
    pt = c.pt
    T = _tm(ctx)
    He, he, his, him = ctx.cap(pt.he), pt.he, pt.his, pt.him
    dod = ctx.before(c.now, 10, 120)
    area = L.town()
    officer = ctx.person("FAMILY")
    cor = ctx.person("FAMILY")
    path = ctx.doctor()
    rel, fam = c.rels[0]
    ref = L.idnum("coroner")
    pm = L.idnum("pm")
    inq = ctx.after(c.now, 20, 120)
    place_opts = [f"{t('HOSPITAL', c.ward)}, {t('HOSPITAL', c.hosp)}", f"{pt.his} home, {ctx.addr_inline(c.addr, short=True)}",
                  f"{t('LOCATION_OTHER', L.landmark())}", f"{t('HOSPITAL', L.care_home())}"]
    place = ctx.ch(place_opts)
    ident = ctx.ch([f"formal identification by {pt.his} {rel}, {ctx.nm(fam, 'full')}",
                    f"fingerprint comparison (bureau ref {t('BIOID', L.bioid())})",
                    ctx.low("DNA") + f" comparison (profile {t('BIOID', L.bioid('dna'))})",
                    f"dental records and fingerprint comparison (ref {t('BIOID', L.bioid())})"])
    if layout == "terse":
        ctx.lc = True
        out = [f"coroner's officer notes - ref {t('IDNUM', ref)}",
               f"deceased: {ctx.nm(pt, 'SUR_Given')} {ctx.age_short(c.age, pt.sex)} dob {ctx.Dn(c.dob)}",
               f"dod {ctx.Dn(dod)} {neg.time_(r)} at {place}",
               f"addr {ctx.addr_inline(c.addr)}",
               f"found by {rel} {ctx.nm(fam, 'given')} ({t('PHONE', L.mobile())}). ambulance {t('IDNUM', L.idnum('incident'))}.",
               f"id: {ident}.",
               f"gp {ctx.nm(c.gp, 'title_either_sur')} {t('HOSPITAL', c.practice)} - last seen {ctx.Dshort(ctx.before(dod, 3, 60))}. unable to issue mccd.",
               f"pm {t('IDNUM', pm)} by {ctx.nm(path, 'title_either_sur')} {ctx.Dshort(ctx.after(dod, 2, 7))}: 1a {ctx.diag1()[1].lower()}.",
               f"occ: {'retd ' if c.retired else ''}{t('PROFESSION', c.prof or 'labourer')}." + (f" ni {t('SSN', L.ni())}" if ctx.code == "en-GB" and ctx.p(0.6) else ""),
               f"opening {ctx.Dshort(ctx.after(dod, 5, 14))}. {ctx.nm(officer, 'init_sur')}, coroner's officer {t('PHONE', L.landline())}"]
        if ctx.p(0.4):
            out.append(f"vehicle {t('VEHICLE', L.plate())} held by police.")
        return "\n".join(out)
    hdr = [f"{T['coroner']} {t('CITY', area)}", "\n".join(ctx.addr_lines(L.address())),
           f"Tel: {ctx.tel()}   Fax: {ctx.fax()}   Email: {ctx.email_for(org='coroner', local_opts=['coroner.office', 'inquests', 'coroners.officers'])}", ""]
    if layout == "statement":
        doc = ctx.doctor()
        lab, val = L.reg("doctor")
        out = [t("HOSPITAL", c.hosp), "", "STATEMENT OF WITNESS FOR THE CORONER", f"Coroner's reference: {t('IDNUM', ref)}", "",
               f"Re: {ctx.nm(pt, ctx.ch(['full', 'full_mid', 'SUR_Given']))}, deceased",
               f"Date of birth: {ctx.D(c.dob)}   Date of death: {ctx.D(dod)}   Age: {ctx.age_val(c.age)}",
               (f"NI number: {t('SSN', L.ni())}" if ctx.code == "en-GB" and ctx.p(0.4) else ""),
               f"{mrn_line(ctx, c)}", "",
               f"Name of witness: {ctx.nm(doc, 'title_full')}", f"Occupation: {ctx.ch(['Consultant Physician', 'Specialty Registrar', 'Staff Nurse', 'Consultant Anaesthetist'])}",
               f"{lab}: {t('LICENSE', val)}", ""]
        paras = [
            f"1. I make this statement from my own recollection and from the clinical records of {t('HOSPITAL', c.hosp)}, at the request of {ctx.nm(officer, 'full')}, coroner's officer.",
            f"2. {ctx.nm(pt, 'title_either_sur')} was {ctx.age_adj(c.age)} {pt.his == 'his' and 'man' or 'woman'} admitted under my care on {ctx.D(ctx.before(dod, 1, 20))} with {ctx.diag1()[1]}.",
            f"3. {He} had a background of {', '.join(n for _, n in ctx.diags(3))}. {ctx.cap(neg.eponym(r))}.",
            f"4. On {ctx.D(dod, ctx.ch(['wd_dlong', 'dlong', 'ord'] if ctx.code != 'en-CA' else ['wd_mdy', 'mdy']))} {neg.time_(r)} I was called to {place} by {ctx.nm(ctx.staff(), ctx.ch(['full', 'title_either_sur']))}, the nurse in charge. Observations were {neg.vitals(r)}.",
            f"5. Despite treatment {he} deteriorated and died {neg.time_(r)}. {ctx.cap(rel_phrase(ctx, c, 0))} was present.",
            f"6. I was not involved in the post-mortem examination (ref {t('IDNUM', pm)}) carried out by {ctx.nm(path, 'title_full')}.",
            f"7. {neg.wordsent(r)} {neg.role_sentence(r)}",
        ]
        out += paras
        out += ["", "I believe that the facts stated in this statement are true.", "",
                f"Signed: {ctx.nm(doc, 'full')}    Dated: {ctx.D(c.now)}"]
        return "\n".join(out)
    # request letter / inquest notice
    out = hdr
    out += [f"Our ref: {t('IDNUM', ref)}", f"Date: {ctx.D(c.now)}", ""]
    recip = ctx.ch(["hosp", "gp", "family"])
    if recip == "family":
        out += [ctx.nm(fam, "title_full"), "\n".join(ctx.addr_lines(L.address())), "", f"Dear {ctx.nm(fam, 'title_either_sur')},", ""]
    elif recip == "gp":
        out += [ctx.nm(c.gp, "title_full"), t("HOSPITAL", c.practice), "\n".join(ctx.addr_lines(c.practice_addr)), "",
                f"Dear {ctx.nm(c.gp, 'title_either_sur')},", ""]
    else:
        out += ["The Medical Director", t("HOSPITAL", c.hosp), t("HOSPITAL", c.trust), "", "Dear Medical Director,", ""]
    out.append(f"Re: {ctx.nm(pt, ctx.ch(['full', 'title_full', 'SUR_Given']))} (deceased), date of birth {ctx.D(c.dob)}, date of death {ctx.D(dod)}")
    if ctx.code == "en-GB" and ctx.p(0.5):
        out.append(f"NI number (for notification to DWP): {t('SSN', L.ni())}")
    out.append("")
    body = [
        f"I am writing on behalf of {ctx.nm(cor, ctx.ch(['title_full', 'full']))}, {T['cortitle']}, concerning the death of {ctx.nm(pt, 'title_either_sur')}, who died on {ctx.D(dod)} at {place}, aged {ctx.age_val(c.age)}.",
        f"The death was reported by {ctx.ch([ctx.nm(ctx.doctor(), 'title_either_sur'), 'the attending paramedics', 'the police', rel_phrase(ctx, c, 0, end=True)])} {neg.time_(r)}.",
        f"Identification was by {ident}.",
        f"A post-mortem examination was carried out on {ctx.D(ctx.after(dod, 2, 8))} by {ctx.nm(path, 'title_either_sur')} (ref {t('IDNUM', pm)}); the provisional cause of death is 1a {ctx.diag1()[1]}, 1b {ctx.diag1()[1]}.",
        f"An inquest was opened on {ctx.D(ctx.after(dod, 5, 15))} under {_lg(ctx, 'coroner')} and adjourned.",
    ]
    if ctx.p(0.4):
        body.append(f"{ctx.cap(pt.he)} had last been seen well by family at {ctx.holiday()}.")
    if ctx.p(0.4):
        body.append(f"The vehicle involved, registration {t('VEHICLE', L.plate())}, has been examined by the police collision unit (ref {t('IDNUM', L.idnum('police'))}).")
    if ctx.p(0.5):
        body.append(f"{ctx.cap(pt.he)} was {ctx.ch(['a retired', 'a'])} {t('PROFESSION', c.prof or 'labourer')} and lived at {ctx.addr_inline(c.addr)}.")
    out.append(" ".join(body))
    out.append("")
    if recip == "family":
        out.append(f"The inquest will resume on {ctx.D(inq, ctx.ch(['wd_dlong', 'ord', 'dlong'] if ctx.code != 'en-CA' else ['wd_mdy']))} at 10:00 at the Coroner's Court at {t('CITY', area)}. "
                   f"You may wish to bring {ctx.ch(['a friend', 'a family member', 'a legal representative'])}. Further information is available at {t('URL', L.url('coroner'))}.")
    else:
        out.append(f"Please provide a statement from {ctx.ch(['the clinicians involved', 'the treating consultant', 'the GP who last saw the deceased'])} by {ctx.D(ctx.after(c.now, 14, 28))}, "
                   f"together with copies of the records {ctx.ch(['from', 'since'])} {ctx.D(ctx.before(dod, 100, 800), ctx.ch(['my', 'y', 'dmy' if ctx.code != 'en-CA' else 'iso']))}. Please quote our reference {t('IDNUM', ref)}.")
        if ctx.p(0.4):
            out.append(f"Records may be uploaded securely to {t('URL', L.url('coroner'))}; please do not use fax.")
    out.append("")
    out.append("Yours sincerely,")
    out.append("")
    out.append(ctx.nm(officer, ctx.ch(["full", "title_full"])))
    out.append(f"Coroner's Officer   Tel: {ctx.tel(ext=True)}   Email: {ctx.email_for(officer)}")
    return "\n".join(out)


# ====================================================================== complaint responses
def complaint(ctx, c, layout):
    r = ctx.r
    t = ctx.t
    L = ctx.L
    pt = c.pt
    T = _tm(ctx)
    He, he, his, him = ctx.cap(pt.he), pt.he, pt.his, pt.him
    rel, comp = c.rels[0]
    ceo = ctx.staff()
    nurse = ctx.staff()
    sister = ctx.staff(sex="F")
    reg = ctx.doctor()
    matron = ctx.staff()
    ref = L.idnum("complaint")
    recv = ctx.before(c.now, 20, 60)
    inc = ctx.before(recv, 3, 60)
    user = L.username(nurse.given, nurse.surname)
    ip = L.ip()
    pos = inverse_rel(rel, pt.sex)
    if layout == "terse":
        ctx.lc = True
        out = [f"complaint investigation notes {t('IDNUM', ref)}",
               f"complainant: {ctx.nm(comp, 'full')} ({rel} of pt) {t('PHONE', L.mobile())} {ctx.email_for(comp)}",
               f"pt: {ctx.nm(pt, 'SUR_Given')} ({ctx.nm(pt, 'inits')}) {ctx.age_short(c.age, pt.sex)} {c.mrn[0].lower()} {t('MRN', c.mrn[1])}",
               f"on {t('HOSPITAL', c.ward)} bed {t('LOCATION_OTHER', str(r.randint(1, 30)))}, adm {ctx.Dshort(inc)}",
               f"issues: 1) call bell not answered {neg.time_(r)} 2) {ctx.ch(['missed meds', 'pressure damage', 'lost hearing aid', 'poor communication'])} 3) discharge at night",
               f"statements: sn {ctx.nm(nurse, 'full')}, sister {ctx.nm(sister, 'sur')}, dr {ctx.nm(reg, 'sur')}.",
               f"audit: obs entered by {t('USERNAME', user)} from {t('IPADDR', ip)} {neg.time_(r)}, news2 {r.randint(3, 9)}.",
               f"datix {t('IDNUM', L.idnum('generic'))}. meeting w/ family {ctx.Dshort(ctx.after(recv, 10, 30))}.",
               f"{neg.wordsent(r, True)}",
               f"response due {ctx.Dn(ctx.after(recv, 25, 40))} - {ctx.nm(matron, 'given_init', end=True)}"]
        return "\n".join(out)
    out = [t("HOSPITAL", c.trust), ctx.ch(["Patient Experience Team", "Office of the Chief Executive", "Complaints and Patient Advice Service"]),
           t("HOSPITAL", c.hosp), "\n".join(ctx.addr_lines(L.address())),
           f"Tel: {ctx.tel()}   Email: {ctx.email_for(org='complaints', local_opts=['pals', 'complaints', 'patient.experience'])}", "",
           f"Our ref: {t('IDNUM', ref)}", f"Date: {ctx.D(c.now)}", "",
           ctx.nm(comp, "title_full"), "\n".join(ctx.addr_lines(L.address())), "",
           f"Dear {ctx.nm(comp, ctx.ch(['title_either_sur', 'title_either_sur', 'given']))},", "",
           f"Re: your complaint about the care of your {pos}, {ctx.nm(pt, ctx.ch(['title_full', 'full', 'title_init_sur']))} ({mrn_line(ctx, c)})", ""]
    out.append(f"Thank you for your letter dated {ctx.D(ctx.before(recv, 1, 5))}, which we received on {ctx.D(recv)}. "
               f"I am sorry that your experience of our services did not meet your expectations. Your concerns have been investigated by {ctx.nm(matron, ctx.ch(['full', 'title_either_sur']))}, Matron for {ctx.ch(['Medicine', 'Older People', 'Surgery', 'Emergency Care'])}.")
    out.append("")
    items = [
        f"You were concerned that on {ctx.D(inc, ctx.ch(['wd_dlong', 'dlong', 'wd_ord'] if ctx.code != 'en-CA' else ['wd_mdy', 'mdy']))} your {pos} waited over an hour for help on {t('HOSPITAL', c.ward)}. "
        f"Staff Nurse {ctx.nm(nurse, ctx.ch(['full', 'sur']))} has explained that bay {t('LOCATION_OTHER', str(r.randint(1, 6)))} had two patients requiring one-to-one care at that time.",
        (f"Your {pos}'s record was opened by user {t('USERNAME', L.username(reg.given, reg.surname))} using fingerprint login (template {t('BIOID', L.bioid())}). " if ctx.p(0.3) else "") +
        f"The electronic record shows the observations were entered by user {t('USERNAME', user)} {neg.time_(r)} from workstation {t('IPADDR', ip)}, with a NEWS2 of {r.randint(3, 9)}; "
        f"the escalation to {ctx.nm(reg, 'title_either_sur')}, the on-call registrar (bleep {ctx.bleep()}), should have happened sooner.",
        f"Sister {ctx.nm(sister, ctx.ch(['sur', 'full']))}, ward manager, accepts that {pt.his} {ctx.ch(['hearing aid', 'glasses', 'dentures'])} went missing on {ctx.D(ctx.after(inc, 1, 5))} and we will reimburse the cost.",
        f"Regarding medication, {pt.he} did not receive {ctx.ch(neg.MEDS)} {ctx.ch(['on two occasions', 'for 24 hours', 'on the evening of admission'])}; this has been reported as incident {t('IDNUM', L.idnum('generic'))}.",
        f"You asked why {pt.he} was moved to room {t('LOCATION_OTHER', str(r.randint(1, 40)) + ctx.ch(['', 'A', 'B']))} on {ctx.D(ctx.after(inc, 0, 3))} {neg.time_(r)}; this was to provide isolation. {ctx.cap(neg.eponym(r))}.",
        f"You mentioned that {pt.he} had been unwell since {ctx.holiday()} and that this was not taken into account.",
        f"You also raised the discharge on {ctx.D(ctx.after(inc, 3, 14))} to {t('HOSPITAL', L.care_home())}; the discharge coordinator, {ctx.nm(ctx.staff(), 'full')}, has reflected on this.",
    ]
    r.shuffle(items)
    if layout == "timeline":
        out.append("Summary of events:")
        ev = [(inc, f"admitted to {t('HOSPITAL', c.ward)} via ED"), (ctx.after(inc, 1, 2), f"reviewed by {ctx.nm(reg, 'title_either_sur')}"),
              (ctx.after(inc, 2, 4), f"observations entered by {t('USERNAME', user)}"), (ctx.after(inc, 4, 8), f"discharged to {ctx.ch(['home', t('HOSPITAL', L.care_home())])}")]
        for dd, e in ev:
            out.append(f"{ctx.Dn(dd)}  {neg.time_(r).replace('at ', '')}  {e}")
        out.append("")
    for i, it in enumerate(items[:r.randint(3, 5)], 1):
        out.append(f"{i}. {it}")
    out.append(ctx.ch(neg.COMPLAINT_SENTENCES) + " " + neg.role_sentence(r))
    out.append("")
    out.append(f"I would like to offer a meeting with {ctx.nm(matron, 'title_either_sur') if matron.title else ctx.nm(matron, 'full')} and {ctx.nm(sister, 'full')}; please contact the team on {ctx.tel(ext=True)}.")
    out.append(f"If you remain dissatisfied, you may refer the matter to {T['ombuds']}. Information is available at {t('URL', L.url('complaints'))}. This response complies with {_lg(ctx, 'complaint')}.")
    out.append("")
    out.append("Yours sincerely,")
    out.append("")
    out.append(ctx.nm(ceo, ctx.ch(["full", "full_mid"])))
    out.append(ctx.ch(["Chief Executive", "Director of Nursing", "Head of Patient Experience", "Deputy Chief Executive"]))
    return "\n".join(out)
