"""Reports: genetics letters, occupational health, medico-legal, insurance, psychiatric admission, tribunal."""
import datetime as dt

import pools as PL
from core import P
from common import CURRENCY, Pt, letterhead, recipient, re_block, signoff, meds_list, wordlike, law, public, holiday
from negatives import GENES, CANCERS, TIMES, DX_MISC, DRUGS, DURATIONS


def kin_g(c, rels):
    rel, p = c.kin(rels)
    return rel, p.g()


def kin_fs(c, rels):
    rel, p = c.kin(rels)
    return rel, p.fs()


def place(c, foreign=0.35):
    """A (marked) place phrase for a relative: local town or foreign city + country."""
    if c.maybe(foreign):
        country = c.ch(list(PL.FOREIGN_CITIES))
        if c.maybe(0.6):
            return f"{P(c.ch(PL.FOREIGN_CITIES[country]), 'CITY')}, {P(country, 'COUNTRY')}"
        return P(country, "COUNTRY")
    if c.code == "IE" and c.maybe(0.4):
        return f"Co. {P(c.ch(PL.IE_COUNTIES), 'CITY')}" if c.maybe() else P(c.ch(PL.IE_COUNTIES), "CITY")
    return P(c.town(), "CITY")


def genetics_letter(c):
    hosp = c.hospital()
    dom = c.domain(hosp)
    gc = c.staff()
    cons = c.doctor()
    gp, prac, paddr = c.doctor(title="Dr"), c.practice(), c.address()
    pt = Pt(c, 22, 70)
    to_pt = c.maybe(0.5)
    fam_no = c.idnum(c.ch(["FAM", "F", "GEN"]))
    o = [letterhead(c, hosp, c.ch(["Clinical Genetics Service", "Department of Clinical Genetics", "Cancer Genetics Unit",
                                   "Inherited Cardiac Conditions Service"]), dom=dom), ""]
    o.append(f"Our ref: {P(c.ref(gc.initials_plain()), 'IDNUM')}   Family no: {P(fam_no, 'IDNUM')}")
    o.append(c.D(c.today))
    o.append("")
    if to_pt:
        o.append(f"{pt.tf()}\n{pt.addr.block()}")
    else:
        o.append(recipient(c, gp, prac, paddr))
    o.append("")
    o.append(f"Dear {pt.t() if to_pt else gp.t()},")
    o.append("")
    if not to_pt:
        o.append(re_block(c, pt, style=c.ch([0, 1, 2])))
        o.append("")
    cancer_mode = c.maybe(0.75)
    visit = c.days_ago(3, 30)
    comp_sex = c.ch("MF")
    comp = c.family(comp_sex, same_surname_as=pt.p if c.maybe(0.5) else None)
    comp_rel = c.ch(["husband", "brother", "son"] if comp_sex == "M" else ["mother", "sister", "daughter", "cousin"])
    you = "you" if to_pt else pt.t()
    your = "your" if to_pt else pt.his
    o.append(c.ch([
        f"Thank you for attending the {'cancer genetics' if cancer_mode else 'cardiac genetics'} clinic on {c.D(visit)} with {your} {comp_rel}, {comp.g()}.",
        f"It was good to meet {you} and {your} {comp_rel} {comp.fs()} in {P(c.town(), 'CITY')} on {c.D(visit, 'wd' if c.code != 'HK' else 'long')}.",
        f"I saw {you} in the genetics clinic at {P(hosp, 'HOSPITAL')} on {c.D(visit)}. {'You are' if to_pt else pt.He + ' is'} {c.A(pt.age)} and {'work' if to_pt else 'works'} as a {P(pt.prof, 'PROFESSION')}.",
    ]))
    o.append("")
    o.append("Family history")
    nrel = c.n(4, 7)
    rels = []
    used = set()
    for _ in range(nrel):
        sex = c.ch("MF")
        rel = c.ch(PL.RELATIONS_F if sex == "F" else PL.RELATIONS_M)
        if rel in used:
            continue
        used.add(rel)
        same = ("paternal" in rel or rel in ("father", "brother", "sister", "son", "daughter")) and c.maybe(0.6)
        f = c.family(sex, same_surname_as=pt.p if same else None)
        rels.append((rel, f))
    sents = []
    facts = []
    for rel, f in rels:
        dxa = c.n(28, 80)
        k = c.n(0, 5)
        if cancer_mode:
            pool = [x for x in CANCERS if not (f.sex == "M" and x in ("ovarian cancer", "endometrial cancer", "bilateral breast cancer"))
                    and not (f.sex == "F" and x == "prostate cancer")]
            cond = c.ch(pool)
        else:
            cond = c.ch(["sudden cardiac death", "hypertrophic cardiomyopathy", "a dilated cardiomyopathy",
                         "an aortic dissection", "long QT syndrome", "an unexplained drowning"])
        nm = c.ch([f.g(), f.fs(), f.g()])
        pl = place(c)
        Y = your.capitalize()
        if k == 0:
            dage = dxa + c.n(0, 12)
            sents.append(f"{Y} {rel}, {nm}, was diagnosed with {cond} aged {c.A(dxa)} in {pl} and died at {c.A(dage)}.")
            facts.append((rel, f, f"dx {cond.replace('a ', '', 1) if cond.startswith('a ') else cond} {c.A(dxa, False)}, d. {c.A(dage, False)}", pl))
        elif k == 1:
            now = dxa + c.n(1, 20)
            sents.append(f"{Y} {rel} {nm} had {cond} at {c.A(dxa)}; {f.he} is now {c.A(now)} and lives in {pl}.")
            facts.append((rel, f, f"dx {c.A(dxa, False)}, alive {c.A(now, False)}", pl))
        elif k == 2:
            now = c.n(20, 85)
            sents.append(f"{Y} {rel} {nm} ({c.A(now)}) is well and lives in {pl}.")
            facts.append((rel, f, f"well at {c.A(now, False)}", pl))
        elif k == 3:
            sents.append(f"{Y} {rel}, {nm}, died in {c.D(c.days_ago(1000, 15000), 'y')} of {cond} in {pl}; {f.he} was {c.A(dxa)}.")
            facts.append((rel, f, f"d. {c.A(dxa, False)}", pl))
        elif k == 4:
            sents.append(f"{nm}, {your} {rel}, had genetic testing at {P(c.hospital(), 'HOSPITAL')} in {c.D(c.days_ago(300, 4000), 'y')} which was {c.ch(['negative', 'inconclusive', 'not completed'])}.")
            facts.append((rel, f, "tested", pl if c.maybe(0.3) else "-"))
        else:
            sents.append(f"{Y} {rel} {nm} was adopted and we have no information about {f.his} biological family.")
            facts.append((rel, f, "adopted", "-"))
    o.append(" ".join(sents))
    o.append("")
    if c.maybe(0.55):
        o.append("Pedigree summary:")
        for i, (rel, f, fact, pl) in enumerate(facts):
            gen = "I" if "grand" in rel else ("III" if rel in ("son", "daughter", "niece", "nephew") else "II")
            o.append(f"{gen}-{i + 1} | {rel} | {f.fs()} | {fact} | {pl}")
        o.append("")
    if c.maybe(0.4):
        o.append(f"{'Your' if to_pt else pt.His} grandparents came from {P(c.ch(list(PL.FOREIGN_CITIES)), 'COUNTRY')}; there is no known Ashkenazi Jewish ancestry.")
    o.append("")
    o.append("Assessment")
    if cancer_mode:
        genes = c.sample(GENES[:9], c.n(2, 5))
        o.append(c.ch([
            f"The Manchester score is {c.n(10, 26)} and the CanRisk (BOADICEA) estimate of lifetime breast cancer risk is {c.n(17, 45)}%.",
            f"The family meets the Amsterdam II criteria and Lynch syndrome is the most likely explanation.",
            f"The combination of cancers is suggestive of hereditary breast and ovarian cancer (HBOC).",
        ]) + f" We therefore offered testing of {', '.join(genes)}.")
    else:
        o.append(f"This history is suggestive of an inherited cardiac condition. We offered testing of {', '.join(c.sample(GENES[10:], 3))}; "
                 f"{'your' if to_pt else pt.his} ECG today showed a QTc of {c.n(420, 510)} ms.")
    o.append(f"A blood sample was taken on {c.D(visit, 'num')} (lab no. {P(c.idnum('G'), 'IDNUM')}). Results usually take eight weeks. {wordlike(c)}")
    if rels:
        rel, f = c.ch(rels)
        o.append(f"If a variant is found, cascade testing can be offered to relatives, including {your} {rel} {f.g()}, who can contact "
                 f"{f.his} local genetics service" + (f" (for example via {c.url(c.domain(c.hospital()), '/genetics')})." if c.maybe(0.4) else "."))
    o.append("")
    o.append(f"Please contact me on {c.tel_ext()} or at {c.email(gc, dom)} with any questions.")
    o.append("")
    o.append(signoff(c, gc, c.ch(["Genetic Counsellor", "Principal Genetic Counsellor", "Registered Genetic Counsellor"]), reg=False))
    o.append(f"and {cons.title} {cons.full()}, Consultant in Clinical Genetics")
    o.append("")
    o.append(f"cc: {gp.title} {gp.full()}, {P(prac, 'HOSPITAL')}" if to_pt else f"cc: {pt.tf()}, {pt.addr.inline()}")
    return "\n".join(o)


def occ_health(c):
    oh = c.ch([f"{c.ch(PL.ORG_A)} Occupational Health Clinic", f"{c.town()} Occupational Health Centre",
               f"{c.ch(PL.TREES_BIRDS)} Workplace Health Clinic"])
    dom = c.domain(oh, gen=True)
    doc = c.doctor() if c.maybe(0.6) else c.staff()
    role = "Occupational Health Physician" if doc.title.startswith(("Dr", "Prof")) else c.ch(["Occupational Health Nurse Adviser", "OH Advisor"])
    emp = c.employer()
    eaddr = c.address()
    mgr = c.other()
    hr = c.other()
    pt = Pt(c, 19, 66)
    job = pt.prof
    edom = c.domain(emp, gen=True)
    o = [letterhead(c, oh, None, dom=dom), ""]
    o.append(c.ch(["MANAGEMENT REFERRAL - OCCUPATIONAL HEALTH REPORT", "Fitness for Work Assessment", "Occupational Health Report - CONFIDENTIAL"]))
    o.append(f"Report date: {c.D(c.today)}   OH ref: {P(c.ref(), 'IDNUM')}")
    o.append("")
    o.append(f"To: {mgr.tf()}, {c.ch(['Line Manager', 'Operations Manager', 'Depot Manager', 'Head of Department'])}\n{P(emp, 'ORGANIZATION')}\n{eaddr.block()}")
    o.append(f"Email: {c.email(mgr, edom)}")
    o.append(f"cc: {hr.fs()}, HR Business Partner")
    o.append("")
    o.append(f"Employee: {pt.fs()}   {c.ch(['DOB', 'Date of birth'])}: {c.D(pt.dob)}")
    o.append(f"Employee number: {P(c.loc.digits(c.n(5, 8)), 'IDNUM')}   Job title: {P(job, 'PROFESSION')}")
    if c.maybe(0.4):
        lab, v = c.natid(pt.dob, pt.sex)
        o.append(f"{lab}: {P(v, 'SSN')}")
    o.append(f"Referral received: {c.D(c.days_ago(10, 30))}   Assessed: {c.D(c.days_ago(0, 9))} ({c.ch(['telephone', 'face to face', 'video'])})")
    o.append("")
    off = c.days_ago(30, 150)
    o.append("Background")
    o.append(c.ch([
        f"{pt.g()} has worked for {P(emp, 'ORGANIZATION')} for {c.n(2, 25)} years as a {P(job, 'PROFESSION')} based at the {P(c.town(), 'CITY')} site. "
        f"{pt.He} has been absent since {c.D(off)} with {c.ch(['low back pain', 'work-related stress', 'a fractured wrist', 'depression', 'long COVID'])}.",
        f"{pt.t()} is a {c.age_phrase(pt.age)} {P(job, 'PROFESSION')} who has been off sick since {c.D(off, 'wd' if c.code != 'HK' else 'long')}. "
        f"{pt.His} manager, {mgr.t()}, asked whether {pt.he} is fit to return to {pt.his} full duties.",
    ]))
    o.append(f"{pt.He} reports that {pt.his} symptoms began after a restructure in {c.D(c.days_ago(160, 400), 'my')}. "
             f"{pt.He} is being treated by {pt.his} GP, {c.doctor(title='Dr').t()}, and takes {c.ch(DRUGS)}. {wordlike(c, general=True)}")
    if c.maybe(0.5):
        o.append(f"{pt.His} role involves driving a company vehicle (registration {P(c.loc.plate(), 'VEHICLE')}); driving licence number "
                 f"{P(c.loc.dl(pt.surname), 'LICENSE')} was checked on {c.D(c.days_ago(0, 9), 'num')}.")
    if c.maybe(0.3):
        o.append(f"Site access is by fingerprint reader (template ID {P('FP-' + c.loc.digits(6), 'BIOID')}); this has been suspended during the absence.")
    o.append("")
    o.append("Opinion")
    ret = c.days_after(3, 21)
    o.append(c.ch([
        f"In my opinion {pt.he} is fit to return on a phased basis from {c.D(ret, 'wd' if c.code != 'HK' else 'long')}, starting at four-hour shifts and building up over four weeks.",
        f"{pt.He} is currently unfit for work. I anticipate a return in {c.ch(['four to six weeks', 'about two months', 'three months'])}.",
        f"{pt.He} is fit for modified duties only: no lifting over 10 kg and no night shifts until review on {c.D(ret)}.",
    ]))
    if c.code == "UK" and c.maybe(0.5):
        o.append("This is not reportable to the HSE under RIDDOR.")
    elif c.maybe(0.4):
        o.append(f"No report to {public(c)} is required.")
    o.append(f"The disability provisions of the {law(c, 'eq')} are likely to apply. {wordlike(c, general=True)}")
    o.append(f"{pt.He} has consented to this report being released to {mgr.g() if c.maybe(0.3) else mgr.t()} and {hr.t()}.")
    o.append("")
    o.append(signoff(c, doc, role))
    o.append(f"Tel {c.tel()} | {c.email(doc, dom)}")
    return "\n".join(o)


CAR_MODELS = ["Ford Fiesta", "Vauxhall Corsa", "Toyota Yaris", "VW Golf", "Nissan Qashqai", "Honda Civic",
              "Kia Sportage", "Hyundai i30", "Mazda 3", "Skoda Octavia", "Toyota Hilux", "Subaru Outback"]


def medicolegal(c):
    expert = c.doctor()
    firm = c.lawfirm()
    faddr = c.address()
    sol = c.other()
    pt = Pt(c, 18, 78)
    acc = c.days_ago(120, 700)
    exam = c.days_ago(2, 40)
    clinic = c.ch([f"{c.town()} Medico-Legal Centre", f"The {c.ch(PL.TREES_BIRDS)} Rooms", f"{c.hospital()} Private Wing"])
    ins = c.insurer()
    hosp = c.hospital()
    gp_prac = c.practice()
    st1 = f"{c.ch(PL.STREET_NAMES)} {c.ch(['Road', 'Street', 'Avenue', 'Lane'])}"
    st2 = f"{c.ch(PL.STREET_NAMES)} {c.ch(['Road', 'Street', 'Way'])}"
    o = [c.ch(["MEDICAL REPORT FOR THE COURT", "MEDICO-LEGAL REPORT - PERSONAL INJURY", "EXPERT MEDICAL REPORT"])]
    o.append("")
    o.append(f"Claimant: {pt.upcaps()}")
    o.append(f"Date of birth: {c.D(pt.dob)}   Age at examination: {c.A(pt.age)}")
    o.append(f"Address: {pt.addr.inline()}")
    o.append(f"Occupation: {P(pt.prof, 'PROFESSION')}" + (f" ({P(c.employer(), 'ORGANIZATION')})" if c.maybe(0.5) else ""))
    o.append(f"Date of accident: {c.D(acc)}")
    o.append(f"Date of examination: {c.D(exam)}   Place: {P(clinic, 'HOSPITAL')}")
    o.append(f"Instructed by: {sol.tf()}, {P(firm, 'ORGANIZATION')}, {faddr.inline()}")
    o.append(f"Your ref: {P(c.ref(sol.initials_plain()), 'IDNUM')}   Our ref: {P(c.ref(expert.initials_plain()), 'IDNUM')}")
    if c.maybe(0.5):
        o.append(f"Claimant's driving licence: {P(c.loc.dl(pt.surname), 'LICENSE')}")
    o.append("")
    o.append("1. Circumstances of the accident")
    m1, m2 = c.sample(CAR_MODELS, 2)
    o.append(c.ch([
        f"{pt.t()} was the driver of a {m1}, registration {P(c.loc.plate(), 'VEHICLE')}, stationary at the junction of {P(st1, 'STREET')} and "
        f"{P(st2, 'STREET')} in {P(c.town(), 'CITY')}, when a {m2} (registration {P(c.loc.plate(), 'VEHICLE')}) collided with the rear of "
        f"{pt.his} car at about {c.ch(['20', '30', '40'])} mph.",
        "{} was a front-seat passenger in a {} driven by {} {} {} on the ".format(pt.t(), m1, pt.his, *kin_fs(c, ['husband', 'wife', 'friend', 'partner'])) +
        f"{c.ch(['A', 'M', 'N', 'R'])}{c.n(1, 99)} near the {P(c.ch(['Grangefield roundabout', 'Old Toll Bridge', 'Carrick Viaduct', 'Milestone Services']), 'LOCATION_OTHER')} "
        f"when their car was hit on the {c.ch(['driver', 'passenger'])}'s side.",
        f"{pt.t()} tripped on a raised paving slab outside {P(c.employer(), 'ORGANIZATION')} on {P(st1, 'STREET')}, {P(c.town(), 'CITY')}.",
    ]))
    o.append(f"The defendant's insurer is {P(ins, 'ORGANIZATION')} (claim number {P(c.idnum('CL'), 'IDNUM')}).")
    o.append("")
    o.append("2. Records reviewed")
    o.append(f"- GP records, {P(gp_prac, 'HOSPITAL')}, {c.D(c.days_ago(2000, 4000), 'y')} to {c.D(c.days_ago(10, 60), 'my')}")
    o.append(f"- Emergency department record, {P(hosp, 'HOSPITAL')}, {c.D(acc)} (attendance no. {P(c.acct(), 'ACCOUNT')})")
    o.append(f"- Physiotherapy notes from {P(c.ch(['Active', 'Core', 'Motion']) + ' Physio ' + c.town(), 'HOSPITAL')}")
    o.append("")
    o.append("3. Injuries and progress")
    o.append(f"{pt.He} developed neck pain {c.ch(['the same evening', 'the next morning', 'within hours'])} and attended the ED, where X-rays were normal. "
             f"This is a Quebec Task Force grade II whiplash-associated disorder. {pt.He} had {c.n(4, 12)} sessions of physiotherapy and took "
             f"{c.ch(['naproxen 500 mg BD', 'co-codamol 8/500', 'ibuprofen 400 mg TDS', 'amitriptyline 10 mg'])}. "
             f"{pt.He} was off work from {c.D(acc, 'num')} to {c.D(acc + dt.timedelta(days=c.n(7, 60)), 'num')}.")
    o.append("{} could not attend {} {} {}".format(pt.He, pt.his, *kin_g(c, ['son', 'daughter', 'niece', 'brother'])) + f"'s wedding in {place(c, 0.5)} in {c.D(acc + dt.timedelta(days=c.n(20, 90)), 'my')}. {wordlike(c, general=True)}")
    o.append("")
    o.append("4. Prognosis")
    o.append(f"On the balance of probabilities symptoms will resolve within {c.n(9, 24)} months of the accident. No pre-existing condition ({c.ch(DX_MISC)}) is relevant.")
    o.append("")
    o.append("Statement of truth: I confirm that I have made clear which facts and matters referred to in this report are within my own knowledge. "
             "I understand my duty to the court.")
    o.append("")
    o.append(f"{expert.title} {expert.full()} {expert.creds}")
    o.append(f"{c.ch(['Consultant Orthopaedic Surgeon', 'Consultant in Emergency Medicine', 'General Practitioner and medico-legal expert'])}")
    o.append(c.reg())
    o.append(f"{c.D(c.today)} | {c.email(expert)}")
    return "\n".join(o)


def insurance_report(c):
    ins = c.insurer()
    idom = c.domain(ins, gen=True)
    iaddr = c.address()
    adj = c.other()
    exam = c.doctor()
    pt = Pt(c, 22, 67)
    emp = c.employer()
    inj = c.days_ago(90, 500)
    us = c.code in ("US", "CA")
    o = [letterhead(c, ins, c.ch(["Claims Department", "Income Protection Claims", "Workers' Compensation Unit", "Disability Claims"]),
                    iaddr, typ="ORGANIZATION", dom=idom)]
    o.append("")
    o.append(c.ch(["INDEPENDENT MEDICAL EXAMINATION (IME) REPORT", "Medical report for insurance purposes", "Claimant medical assessment"]))
    o.append(f"Claim no.: {P(c.idnum('CLM'), 'IDNUM')}   Policy no.: {P(c.loc.letters(3) + c.loc.digits(7), 'HEALTHPLAN')}")
    if us or c.maybe(0.3):
        o.append(f"Group no.: {P('GRP-' + c.loc.digits(5), 'HEALTHPLAN')}   Member ID: {P(c.loc.letters(3) + c.loc.digits(6), 'HEALTHPLAN')}")
    o.append(f"Claims handler: {adj.fs()}   Direct line: {c.tel_ext()}   Fax: {c.tel('fax')}")
    o.append(f"Email: {c.email(adj, idom)}")
    o.append("")
    o.append(f"Claimant: {pt.caps()}   DOB: {c.D(pt.dob, 'num')}   Sex: {pt.sex}")
    lab, v = c.natid(pt.dob, pt.sex)
    o.append(f"{lab}: {P(v, 'SSN')}")
    o.append(f"Address: {pt.addr.inline()}   Phone: {c.tel('mobile')}")
    if c.maybe(0.35):
        o.append(f"Identity verified by voiceprint on the claims line (biometric ID {P('VP-' + c.loc.digits(7), 'BIOID')}).")
    o.append(f"Employer: {P(emp, 'ORGANIZATION')}   Position: {P(pt.prof, 'PROFESSION')}")
    o.append(f"Date of injury/onset: {c.D(inj)}   Date of examination: {c.D(c.days_ago(1, 14))}")
    o.append("")
    o.append("History")
    o.append(c.ch([
        f"Mr./Ms. designation aside, {pt.g()} is a {c.age_phrase(pt.age)} right-handed {P(pt.prof, 'PROFESSION')} who injured {pt.his} lower back lifting a pallet at the "
        f"{P(c.town(), 'CITY')} warehouse of {P(emp, 'ORGANIZATION')} on {c.D(inj)}.",
        f"{pt.t()} is a {c.age_phrase(pt.age)} {P(pt.prof, 'PROFESSION')} who stopped work on {c.D(inj)} because of fatigue and low mood. "
        f"{pt.He} had previously worked for {c.n(3, 20)} years at {P(c.employer(), 'ORGANIZATION')}.",
        f"{pt.t()} ({c.A(pt.age)}) slipped on a wet floor at work on {c.D(inj, 'wd' if c.code != 'HK' else 'long')} and sustained a rotator cuff tear, "
        f"repaired at {P(c.hospital(), 'HOSPITAL')} on {c.D(inj + dt.timedelta(days=c.n(20, 70)))}.",
    ]).replace("Mr./Ms. designation aside, ", ""))
    o.append(f"Treating physician: {c.doctor(title='Dr').t()}, {P(c.practice(), 'HOSPITAL')}. Current medication: {', '.join(c.sample(DRUGS, 2))}. "
             f"{wordlike(c, general=True)}")
    o.append(f"{pt.He} lives with {pt.his} {c.ch(['spouse', 'partner', 'parents', 'two children'])} and enjoys {c.ch(['fishing', 'coaching junior football', 'hiking', 'church choir'])}.")
    o.append("")
    o.append("Examination and opinion")
    o.append(f"Lumbar flexion limited to {c.n(30, 70)} degrees. Waddell signs {c.n(0, 3)}/5. Oswestry Disability Index {c.n(18, 60)}%. "
             f"{pt.He} is capable of sedentary work with restrictions. Maximum medical improvement is expected by {c.D(c.days_after(60, 200), 'my')}.")
    o.append("")
    o.append(signoff(c, exam, c.ch(["Independent Medical Examiner", "Consultant Occupational Physician", "Board-certified Physiatrist"]), reg=not us))
    if us:
        o.append(f"NPI: {P('1' + c.loc.digits(9), 'LICENSE')}")
    o.append(f"Invoice no.: {P(c.acct(), 'ACCOUNT')}")
    return "\n".join(o)


LANDMARKS = ["Westgate Bridge", "the Old Harbour Lighthouse", "Kettle Point car park", "the Millennium Footbridge",
             "Clocktower Square", "the Victoria Jubilee Fountain", "Hollow Pike viewpoint", "the Riverside multistorey car park"]


def psych_admission(c):
    hosp = c.hospital()
    ward = c.ward()
    pt = Pt(c, 18, 75)
    mum = c.family("F", same_surname_as=pt.p if c.maybe(0.7) else None)
    friend = c.family(c.ch("MF"))
    officer = c.other()
    amhp = c.staff()
    cons = c.doctor()
    jr = c.doctor(title="Dr")
    adm = c.days_ago(0, 3)
    is_school = c.maybe(0.3)
    uni = f"University of {c.town()}" if is_school else c.employer()
    lm = c.ch(LANDMARKS)
    lm_m = ("the " + P(lm[4:], "LOCATION_OTHER")) if lm.startswith("the ") else P(lm, "LOCATION_OTHER")
    o = [f"{P(hosp, 'HOSPITAL')} - {P(ward, 'HOSPITAL')}", c.ch(["PSYCHIATRIC ADMISSION CLERKING", "Admission Summary - Adult Acute Inpatient",
                                                              "Mental Health Admission Note"])]
    o.append(f"Name: {pt.fs()}   {c.ch(['DOB', 'D.O.B.'])}: {c.D(pt.dob)}   Age: {c.A(pt.age, False)}")
    o.append(c.ids_line(pt.ids))
    o.append(f"Address: {pt.addr.inline()}")
    o.append(f"Date/time of admission: {c.D(adm)} {c.ch(TIMES)}   Bed: {P(str(c.n(1, 20)), 'LOCATION_OTHER')}")
    o.append(f"Legal status: {c.ch(['Section 2', 'Section 136 converted to Section 2', 'Section 3', 'informal'] if c.code == 'UK' else ['involuntary admission', 'voluntary admission', 'involuntary (emergency) admission'])} ({law(c, 'mh')})")
    o.append(f"Clerked by: {jr.fs()}, {c.ch(['CT2', 'ST4', 'FY2', 'Resident'])}; consultant {cons.t()}")
    o.append("")
    o.append("Circumstances of admission")
    o.append(c.ch([
        f"{pt.g()} was found by police on {lm_m} in {P(c.town(), 'CITY')} at {c.ch(TIMES)}, standing on the wrong side of the railing. "
        f"{officer.tf()} persuaded {pt.him} to come to the health-based place of safety.",
        f"{pt.t()} was brought in by {pt.his} mother, {mum.fs()}, after {c.n(3, 10)} nights without sleep, believing that {pt.his} neighbour "
        f"{c.family(c.ch('MF')).fs()} was broadcasting {pt.his} thoughts.",
        f"{pt.g()} was assessed at home at {pt.addr.street_m()} by {amhp.tf()} (AMHP) and {cons.t()} on {c.D(adm)}, following a call from {pt.his} friend {friend.g()}.",
    ]))
    o.append("")
    o.append("History of presenting complaint")
    o.append(f"{pt.He} is a {c.age_phrase(pt.age)} {c.ch(['single', 'separated', 'married', 'divorced'])} {P(pt.prof, 'PROFESSION')} "
             f"{c.ch(['studying at', 'enrolled at']) if is_school else c.ch(['employed by', 'recently dismissed from', 'on sick leave from'])} {P(uni, 'ORGANIZATION')}. "
             f"Over the past {c.ch(['three weeks', 'month', 'fortnight'])} {pt.he} has stopped {c.ch(['olanzapine', 'lithium', 'aripiprazole', 'sertraline'])}, "
             f"become preoccupied with {c.ch(['religious themes', 'being followed', 'a mission to save the city', 'the television sending messages'])} and "
             f"spent {CURRENCY[c.code]}{c.n(800, 9000)} on online purchases.")
    prev = c.days_ago(400, 3000)
    o.append(f"Previous admissions: {P(c.hospital(), 'HOSPITAL')} in {c.D(prev, 'my')} ({c.ch(['first episode psychosis', 'mania', 'severe depression with psychotic features'])}), "
             f"and {P(c.ward(), 'HOSPITAL')} at {P(hosp, 'HOSPITAL')} over {holiday(c, prev.year + 1)}.")
    if c.maybe(0.2):
        o.append(f"Police custody record notes fingerprints taken (biometric ref {P(c.loc.letters(2) + c.loc.digits(6) + c.loc.letters(1), 'BIOID')}); no charge.")
    o.append(f"Forensic: cautioned in {c.D(c.days_ago(800, 5000), 'y')} for criminal damage. Substances: cannabis daily, alcohol {c.n(10, 60)} units/week.")
    o.append(f"Social: lives {c.ch(['alone in a rented flat', 'with his/her mother', 'in supported accommodation', 'with a partner'])}".replace("his/her", pt.his)
             + f". {pt.His} mother {mum.g()} ({c.tel('mobile')}) is the nearest relative. {wordlike(c)}")
    o.append("")
    o.append("Mental state examination")
    o.append(f"Dishevelled, guarded, pressured speech. Mood 'fantastic'; affect elevated. Grandiose delusions. Denies hallucinations. "
             f"No insight. MoCA not completed. {c.ch(['BP 142/88', 'BP 118/70', 'HR 104'])}, BMI {c.n(18, 38)}.")
    o.append("")
    o.append("Risk and plan")
    o.append(f"Risk to self: {c.ch(['high', 'moderate'])}. Risk to others: {c.ch(['low', 'moderate'])}. Enhanced observations (level 2). "
             f"Start {c.ch(['olanzapine 10 mg nocte', 'haloperidol 5 mg PRN', 'quetiapine 100 mg BD', 'lorazepam 1 mg PRN'])}. "
             f"Bloods including lithium level, prolactin and HbA1c. Inform {mum.g()} of admission (done {c.ch(TIMES)}).")
    o.append("")
    o.append(f"{jr.full()} ({c.ch(['Psychiatry Core Trainee', 'Resident Psychiatrist', 'Registrar'])}), bleep {P(c.loc.bleep(), 'PHONE')}")
    return "\n".join(o)


TRIBUNAL = {"UK": "First-tier Tribunal (Mental Health)", "IE": "Mental Health Tribunal", "AU": "Mental Health Review Tribunal",
            "NZ": "Mental Health Review Tribunal", "CA": "Consent and Capacity Board", "ZA": "Mental Health Review Board",
            "HK": "Mental Health Review Tribunal", "US": "probable cause hearing (civil commitment)"}


def tribunal_report(c):
    hosp = c.hospital()
    ward = c.ward()
    pt = Pt(c, 19, 80)
    rc = c.doctor()
    nr = c.family(c.ch("MF"), same_surname_as=pt.p if c.maybe(0.6) else None)
    nr_rel = c.ch(["mother", "sister", "aunt"]) if nr.sex == "F" else c.ch(["father", "brother", "uncle"])
    adv = c.other()
    cc_ = c.staff()
    partner = c.family(c.ch("MF"))
    child = c.family(c.ch("MF"), same_surname_as=pt.p if c.maybe(0.5) else None)
    hearing = c.days_after(5, 30)
    det = c.days_ago(20, 200)
    o = [f"REPORT OF THE RESPONSIBLE CLINICIAN TO THE {TRIBUNAL[c.code].upper()}" if c.code != "US"
         else "PSYCHIATRIST'S REPORT FOR PROBABLE CAUSE HEARING (CIVIL COMMITMENT)"]
    o.append("")
    o.append(f"Patient: {pt.fullmid() if c.maybe(0.4) else pt.fs()}")
    o.append(f"{c.ch(['Date of birth', 'DOB'])}: {c.D(pt.dob)}")
    o.append(f"Hospital: {P(hosp, 'HOSPITAL')}, {P(ward, 'HOSPITAL')}")
    o.append(f"{c.ch(['Tribunal ref', 'Case no', 'Application no'])}: {P(c.idnum(c.ch(['MP', 'TR', 'MHT'])), 'IDNUM')}   {c.ids_line(pt.ids[:1], ' ')}")
    o.append(f"Date of hearing: {c.D(hearing)}   Date of current detention: {c.D(det)}")
    o.append(f"Legal framework: {law(c, 'mh')}")
    o.append("")
    o.append("1. Author")
    o.append(f"I am {rc.title} {rc.full()}, {rc.creds}, consultant psychiatrist and {pt.his} responsible clinician since {c.D(det, 'my')}. "
             f"I have read the notes, spoken to {pt.his} care coordinator {cc_.fs()} and to {pt.his} {nr_rel} {nr.fs()}.")
    o.append("")
    o.append("2. Background and history")
    b_place = f"{place(c, 0.4)}"
    o.append(f"{pt.t()} was born in {b_place} and moved to {P(c.town(), 'CITY')} aged {c.A(c.n(2, 17))}. "
             f"{pt.He} left school at {c.A(c.n(15, 18))} and trained as a {P(pt.prof, 'PROFESSION')}, working for {P(c.employer(), 'ORGANIZATION')} "
             f"until {c.D(c.days_ago(700, 4000), 'y')}. {pt.He} has a {'son' if child.sex == 'M' else 'daughter'}, {child.g()}, aged {c.A(c.n(2, 20))}, "
             f"who lives with {pt.his} former partner {partner.fs()}.")
    first = c.days_ago(2000, 8000)
    o.append(f"{pt.His} first contact with services was in {c.D(first, 'y')}, at {P(c.hospital(), 'HOSPITAL')}. There have been {c.n(3, 11)} admissions, "
             f"the most recent from {c.D(det, 'num')}. The diagnosis is {c.ch(['paranoid schizophrenia', 'schizoaffective disorder', 'bipolar affective disorder', 'treatment-resistant schizophrenia'])} (ICD-10).")
    o.append("")
    o.append("3. Progress on the ward")
    o.append(f"{pt.He} has been treated with {c.ch(['clozapine 350 mg daily', 'paliperidone depot 100 mg monthly', 'lithium carbonate 800 mg', 'zuclopenthixol depot'])}. "
             f"There was an incident on {c.D(c.days_ago(5, 40), 'wd' if c.code != 'HK' else 'long')} when {pt.he} struck a fellow patient in the {c.ch(['dining room', 'garden', 'corridor'])}. "
             f"Since then {pt.he} has had escorted leave to {P(c.ch(['Kingsmead Park', 'the Meadowbank Centre', 'Harbour Retail Park', 'St Oswin Gardens']), 'LOCATION_OTHER')}. {wordlike(c, general=True)}")
    o.append("")
    o.append("4. Views")
    o.append(f"{pt.g()} wishes to be discharged to {pt.his} flat at {pt.addr.street_m()}, {pt.addr.town_m()}. "
             f"{pt.His} {nr_rel} ({nr.t()}) is concerned that {pt.he} will stop medication, as happened after {holiday(c)}. "
             f"{pt.His} advocate, {adv.fs()}, {c.ch(['will attend the hearing', 'has submitted a statement'])}.")
    o.append("")
    o.append("5. Recommendation")
    o.append(c.ch(["In my opinion the criteria for continued detention are met and the tribunal should not discharge.",
                   "I recommend a community treatment order with conditions of residence and medication.",
                   "I support a deferred discharge to allow supported accommodation to be arranged by the panel's next sitting."]))
    o.append("")
    o.append(f"Signed: {rc.full()}   Date: {c.D(c.today, 'num')}")
    o.append(f"Contact via the Mental Health Act office: {c.tel()}, {c.email(domain=c.domain(hosp), local='mha.office')}")
    return "\n".join(o)
