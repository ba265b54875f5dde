"""Letters: consultant->GP, GP->consultant, transfer of care, complaint response."""
import datetime as dt

import pools as PL
from core import P
from common import (Pt, letterhead, recipient, re_block, signoff, typist_line, meds_list, wordlike, law,
                    public, holiday, fix_locale_terms, DOB_LABELS)
from negatives import OMBUDSMAN, SPECIALTIES, DX_MISC, DURATIONS, RELATIVE, TIMES, DRUGS


DEVICE_MODELS = {"pacemaker": ["Medtronic Azure XT DR", "Abbott Assurity MRI", "Biotronik Enitra 8"],
                 "ICD": ["Boston Scientific Resonate EL", "Medtronic Cobalt XT"],
                 "implantable loop recorder": ["Medtronic LINQ II", "Abbott Jot Dx"],
                 "CPAP machine": ["ResMed AirSense 10", "Philips DreamStation 2"],
                 "insulin pump": ["Tandem t:slim X2", "Omnipod 5", "Medtronic MiniMed 780G"],
                 "continuous glucose monitor": ["Dexcom G7", "FreeStyle Libre 3"],
                 "vagus nerve stimulator": ["LivaNova SenTiva"], "deep brain stimulator": ["Medtronic Percept PC"],
                 "home oxygen concentrator": ["Inogen One G5"], "NIV unit": ["ResMed Lumis 150"]}


def prof_phrase(c, pt, emp=None):
    pr = P(pt.prof, "PROFESSION")
    k = c.n(0, 4)
    if k == 0:
        return f"retired {pr}"
    if k == 1 and emp:
        return f"{pr} who works for {P(emp, 'ORGANIZATION')}"
    if k == 2:
        return f"{pr}"
    if k == 3:
        return f"former {pr}"
    return f"{pr} by trade"


def family_member(c, pt, same_surname=0.5):
    sex = c.ch("MF")
    rels = {"M": ["husband", "son", "brother", "partner", "father", "nephew"],
            "F": ["wife", "daughter", "sister", "partner", "mother", "niece"]}[sex]
    if pt.age > 60:
        rels = [x for x in rels if x not in ("father", "mother")]
    if pt.age < 30:
        rels = [x for x in rels if x not in ("son", "daughter", "nephew", "niece")]
    rel = c.ch(rels)
    f = c.family(sex, same_surname_as=pt.p if c.maybe(same_surname) else None)
    return rel, f


def clinic_letter(c):
    spec = c.ch(list(SPECIALTIES))
    S = SPECIALTIES[spec]
    haddr = c.address()
    hosp = c.hospital(haddr.town)
    dom = c.domain(hosp)
    cons = c.doctor(surgeon=spec == "Urology")
    sec = c.staff(sex=c.ch("FFM"))
    gp, prac, paddr = c.doctor(title="Dr"), c.practice(), c.address()
    pt = Pt(c, 19, 93)
    visit = c.days_ago(0, 12)
    emp = c.employer()
    rel, fam = family_member(c, pt)
    hosp2 = c.hospital()
    o = []
    o.append(letterhead(c, hosp, S["dept"], haddr, dom=dom))
    o.append("")
    o.append(c.ch([f"Date: {c.D(c.today)}", c.D(c.today), f"Date typed: {c.D(c.today)}"]))
    if c.maybe(0.7):
        o.append(f"Our ref: {P(c.ref(cons.initials_plain()), 'IDNUM')}" +
                 (f"   Your ref: {P(c.ref(), 'IDNUM')}" if c.maybe(0.3) else ""))
    o.append(f"Clinic date: {c.D(visit)}" if c.maybe(0.6) else "")
    o.append("")
    o.append(recipient(c, gp, prac, paddr))
    o.append("")
    o.append(c.ch([f"Dear {gp.t()},", f"Dear {gp.g()},", "Dear Colleague,", f"Dear Dr {gp.s()}"]))
    o.append("")
    o.append(re_block(c, pt))
    o.append("")
    dx = c.sample(S["dx"], c.n(1, 3)) + c.sample(DX_MISC, c.n(0, 2))
    o.append("Diagnoses:")
    o += [f"{i + 1}. {d}" for i, d in enumerate(dx)]
    o.append("")
    o.append("Current medication:")
    o.append(meds_list(c, c.sample(S["meds"], 2), k=c.n(1, 3)))
    o.append("")
    ww = "" if c.maybe(0.4) else f", accompanied by {pt.his} {rel} {fam.fs() if c.maybe() else fam.g()}"
    opening = c.ch([
        f"Thank you for referring this {c.age_phrase(pt.age)} {prof_phrase(c, pt, emp)}, whom I saw in the {spec} clinic on {c.D(visit, 'wd')}{ww}.",
        f"I reviewed {pt.t()} in clinic today{ww}. {pt.He} is a {c.age_phrase(pt.age)} {prof_phrase(c, pt, emp)} who presented with {c.ch(S['complaint'])} {c.ch(DURATIONS)}.",
        f"It was a pleasure to meet {pt.g()} on {c.D(visit)}{ww}. As you know, {pt.he} is {c.A(pt.age)} and was referred with {c.ch(S['complaint'])}.",
        f"I saw {pt.ab()} again in the {spec.lower()} clinic on {c.D(visit)}{ww}.",
    ])
    o.append(opening)
    o.append("")
    d_adm = c.days_ago(60, 900)
    d_dis = d_adm + dt.timedelta(days=c.n(2, 14))
    hist = [
        f"{pt.He} describes {c.ch(S['complaint'])} {c.ch(DURATIONS)}, worse since {holiday(c, d_adm.year)}.",
        f"{pt.He} was admitted to {P(hosp2, 'HOSPITAL')} in {c.D(d_adm, 'my')} and was discharged on {c.D(d_dis)}.",
        f"{pt.His} symptoms started while {pt.he} was visiting {pt.his} {c.ch(['sister', 'brother', 'son', 'daughter', 'cousin'])} in {P(c.town(), 'CITY')} in {c.D(d_adm, 'y')}.",
        f"On {c.D(d_adm, 'wd' if c.code != 'HK' else 'long')} {pt.he} attended the emergency department at {P(hosp, 'HOSPITAL')} at {c.ch(TIMES)} with {c.ch(S['complaint'])}.",
        f"{wordlike(c)}",
    ]
    o.append(" ".join(c.sample(hist, 3)))
    o.append("")
    tests = c.sample(S["tests"], c.n(2, 4))
    o.append("Investigations:")
    for t in tests:
        td = c.days_ago(3, 120)
        o.append(c.ch([f"- {c.D(td)}: {t}", f"- {t} ({c.D(td, 'num')})", f"- {t}"]))
    if S["device"] and c.maybe(0.55):
        dev = c.ch(S["device"])
        model = c.ch(DEVICE_MODELS.get(dev, ["(model on file)"]))
        o.append(f"{pt.He} has a{'n' if dev[0] in 'aeiouAEIOU' else ''} {dev} ({model}) fitted on {c.D(c.days_ago(200, 3000))}, serial number {P(c.device_sn(), 'DEVICE')}; "
                 f"last interrogation {c.ch(['was unremarkable', 'showed normal lead parameters', 'showed good adherence'])}.")
    o.append("")
    town = pt.addr.town
    soc = [
        f"{pt.He} lives with {pt.his} {rel} {fam.g()} in {P(town, 'CITY')}.",
        f"{pt.He} works as a {P(pt.prof, 'PROFESSION')} at {P(emp, 'ORGANIZATION')} and has had {c.n(2, 20)} days off work.",
        f"{pt.His} {rel}, {fam.fs()}, is {pt.his} next of kin and can be reached on {c.tel('mobile')}.",
        f"{pt.He} stopped smoking in {c.D(c.days_ago(400, 6000), 'y')} and drinks about {c.n(0, 30)} units of alcohol a week.",
        f"{pt.He} attends {P(c.church(), 'ORGANIZATION')} and is well supported by the congregation.",
    ]
    o.append("Social history: " + " ".join(c.sample(soc, c.n(2, 4))))
    o.append("")
    plan = c.sample(S["plan"], c.n(1, 2))
    nxt = c.days_after(30, 200)
    pl = " ".join(p[0].upper() + p[1:] + "." for p in plan)
    pl = pl.replace(" him ", f" {pt.him} ").replace(" he ", f" {pt.he} ").replace(" she ", f" {pt.he} ").replace(" her ", f" {pt.him} ")
    o.append(fix_locale_terms(c, pl) + " " + wordlike(c))
    o.append(c.ch([
        f"I have arranged to see {pt.him} again on {c.D(nxt)} at {c.ch(TIMES)}.",
        f"We will review {pt.him} in the clinic in {c.ch(['three', 'four', 'six'])} months.",
        f"Follow-up has been booked for {c.D(nxt, 'wd' if c.code in ('UK', 'US', 'IE') else 'long')}.",
    ]))
    if c.maybe(0.6):
        o.append(f"If you have any questions please contact my secretary, {sec.fs()}, on {c.tel_ext()}"
                 + (f" or email {c.email(sec, dom)}." if c.maybe() else "."))
    o.append("")
    o.append(signoff(c, cons, c.ch([f"Consultant in {spec}", f"Consultant {spec} Physician", f"{spec} Consultant",
                                    f"Specialty Registrar to Dr {cons.surname}"]) if False else c.ch([f"Consultant in {spec}", f"Consultant, {spec}"])))
    o.append("")
    cc = [f"cc: {pt.tf()}, {pt.addr.inline()}"]
    if c.maybe(0.6):
        d2 = c.doctor()
        cc.append(f"cc: {d2.title} {d2.full()}, {P(hosp2, 'HOSPITAL')}")
    o += cc
    o.append(typist_line(c, cons, sec, visit, c.today))
    return "\n".join(o)


def gp_referral(c):
    prac, paddr = c.practice(), c.address()
    pdom = c.domain(prac, gen=True)
    gp = c.doctor(title="Dr")
    spec = c.ch(list(SPECIALTIES))
    S = SPECIALTIES[spec]
    cons = c.doctor(surgeon=spec == "Urology")
    hosp, haddr = c.hospital(), c.address()
    pt = Pt(c, 16, 92)
    emp = c.employer()
    rel, fam = family_member(c, pt)
    o = [letterhead(c, prac, None, paddr, dom=pdom), ""]
    if c.maybe(0.5):
        o.append(f"Practice code: {P(c.loc.letters(1) + c.loc.digits(5), 'IDNUM')}")
    o.append(c.D(c.today, c.ch(["long", "num", "ord"])))
    o.append("")
    o.append(c.ch([recipient(c, cons, hosp, haddr),
                   f"The {spec} Department\n{P(hosp, 'HOSPITAL')}\n{haddr.block()}"]))
    o.append("")
    o.append(c.ch([f"Dear {cons.t()},", "Dear Colleague,", f"Dear {cons.title} {cons.s()} and team,"]))
    o.append("")
    o.append(re_block(c, pt))
    o.append("")
    d1 = c.days_ago(20, 200)
    o.append(c.ch([
        f"I would be grateful if you could see this {c.age_phrase(pt.age)} {P(pt.prof, 'PROFESSION')} who has had {c.ch(S['complaint'])} since {c.D(d1, 'my')}.",
        f"Thank you for seeing {pt.g()}, a {c.age_phrase(pt.age)} {c.ch(['man', 'woman']) if False else ('man' if pt.sex == 'M' else 'woman')} who works as a {P(pt.prof, 'PROFESSION')} at {P(emp, 'ORGANIZATION')}. {pt.He} first noticed {c.ch(S['complaint'])} around {holiday(c, d1.year)}.",
        f"Please could you assess {pt.t()}, aged {c.A(pt.age)}, who presented to me on {c.D(d1)} with {c.ch(S['complaint'])}.",
    ]))
    o.append("")
    tst = c.sample(S["tests"], 2)
    o.append(f"Recent results: {tst[0]} ({c.D(c.days_ago(5, 40))}); {tst[1]}.")
    o.append("")
    o.append("Past medical history:")
    for d in c.sample(DX_MISC, c.n(2, 4)):
        o.append(c.ch([f"- {d} ({c.D(c.days_ago(700, 9000), 'y')})", f"- {d}", f"- {d}, diagnosed {c.D(c.days_ago(700, 9000), 'my')}"]))
    o.append("")
    o.append("Drug history:")
    o.append(meds_list(c))
    o.append(f"Allergies: {c.ch(['penicillin (rash)', 'NKDA', 'codeine (vomiting)', 'latex', 'trimethoprim', 'none known'])}")
    o.append("")
    fh = c.family(c.ch("MF"), same_surname_as=pt.p if c.maybe(0.7) else None)
    fhrel = "father" if fh.sex == "M" else "mother"
    o.append(c.ch([
        f"Family history: {pt.his} {fhrel} died of a myocardial infarction aged {c.A(c.n(45, 80))}.",
        f"Family history: {fhrel} {fh.g()} had {c.ch(DX_MISC)} diagnosed at {c.A(c.n(30, 75))} in {P(c.ch(list(PL.FOREIGN_CITIES)), 'COUNTRY')}.",
        "Family history: nil of note.",
    ]))
    o.append(c.ch([
        f"Social: lives with {pt.his} {rel} {fam.g()} in {P(pt.addr.town, 'CITY')}. Non-smoker. {wordlike(c)}",
        f"Social: {pt.he} is a {P(pt.prof, 'PROFESSION')} and cares for {pt.his} {rel} {fam.fs()}. {wordlike(c)}",
        f"Social: independent, drives, {pt.his} {rel} {fam.fs()} ({c.tel('mobile')}) is happy to be contacted.",
    ]))
    o.append("")
    o.append(c.ch([f"{pt.He} can be contacted on {c.tel('mobile')} or by email at {c.email(pt.p)}.",
                   f"Best contact number: {c.tel('mobile')}.", f"Preferred contact: {c.tel()} (home)."]))
    o.append("")
    o.append(signoff(c, gp, c.ch(["General Practitioner", "GP Partner", "Salaried GP", "Family Physician"])))
    if c.maybe(0.4):
        o.append(f"Electronically sent by {c.username(gp)} at {c.ch(TIMES)} on {c.D(c.today, 'num')}")
    return "\n".join(o)


def transfer_letter(c):
    haddr = c.address()
    hosp = c.hospital(haddr.town)
    ward = c.ward()
    home, hmaddr = c.carehome(), c.address()
    pt = Pt(c, 66, 101)
    cons = c.doctor()
    nurse = c.staff()
    mgr = c.staff()
    gp, prac = c.doctor(title="Dr"), c.practice()
    rel, nok = family_member(c, pt, 0.6)
    lpa = c.family(c.ch("MF"), same_surname_as=pt.p if c.maybe(0.5) else None)
    adm = c.days_ago(8, 70)
    dis = c.days_after(0, 3)
    bed = str(c.n(1, 28))
    late_sex = c.ch("MF")
    late_rel = "husband" if late_sex == "M" else "wife"
    late = c.family(late_sex, same_surname_as=pt.p)
    o = [letterhead(c, hosp, c.ch(["Discharge Liaison Team", "Integrated Discharge Team", "Transfer of Care Hub"]), haddr, contacts=1), ""]
    o.append(c.ch(["TRANSFER OF CARE LETTER", "Inter-facility transfer summary", "Discharge to residential care - handover"]))
    o.append(f"Date of letter: {c.D(c.today)}")
    o.append("")
    o.append(f"To: The Manager, {P(home, 'HOSPITAL')}\n{hmaddr.block()}")
    o.append(f"FAO: {mgr.tf()}, {c.ch(['Registered Manager', 'Deputy Manager', 'Clinical Lead'])}")
    o.append("")
    o.append(re_block(c, pt, style=c.ch([0, 2, 4])))
    o.append("")
    o.append(f"Admitted: {c.D(adm)}   Planned transfer: {c.D(dis, 'wd') if c.code != 'HK' else c.D(dis)}"
             + (f" (transport booked for {c.ch(TIMES)})" if c.maybe() else ""))
    o.append(f"Discharging ward: {P(ward, 'HOSPITAL')}, bed {P(bed, 'LOCATION_OTHER')}, under {cons.t()}")
    o.append("")
    o.append("Reason for admission and summary:")
    d_fall = adm
    o.append(c.ch([
        f"{pt.t()} is a {c.age_phrase(pt.age)} retired {P(pt.prof, 'PROFESSION')} who was admitted after a fall at home in {P(pt.addr.town, 'CITY')} on {c.D(d_fall)}. "
        f"{pt.He} was found on the floor by {pt.his} {rel} {nok.g()} {c.ch(['the next morning', 'after several hours', 'at around 07:30'])}.",
        f"{pt.g()} was admitted with delirium secondary to a urinary tract infection on {c.D(d_fall)} and has not regained {pt.his} previous level of mobility.",
        f"{pt.tf()} ({c.A(pt.age)}) came in from {pt.his} home in {P(pt.addr.town, 'CITY')} with a fractured neck of femur, repaired with a hemiarthroplasty on {c.D(d_fall + dt.timedelta(days=1))}.",
    ]))
    o.append(f"Background: {', '.join(c.sample(DX_MISC, 3))}. Clinical Frailty Scale {c.n(5, 8)}. Waterlow score {c.n(10, 22)}. {wordlike(c)}")
    o.append("")
    o.append("Medication on transfer (14 days supplied, MAR chart enclosed):")
    o.append(meds_list(c, k=c.n(3, 6)))
    o.append("")
    if c.maybe(0.65):
        dev = c.ch(["pacemaker", "hearing aid (left)", "hearing aid (right)", "pressure-relieving mattress (hired)",
                    "implantable cardioverter-defibrillator", "syringe driver", "insulin pump"])
        o.append(f"Devices: {dev}, serial no. {P(c.device_sn(), 'DEVICE')}. "
                 + c.ch(["Please return hired equipment to the loan store.", "Last check at the device clinic was satisfactory.",
                         "Battery status good."]))
    o.append(f"Resuscitation status: DNACPR form completed {c.D(c.days_ago(1, 20))} after discussion with {nok.fs()} ({rel}).")
    if c.maybe(0.6):
        o.append(f"Lasting power of attorney for health and welfare: {lpa.fs()}, registered {c.D(c.days_ago(300, 3000), 'my')}; "
                 f"tel {c.tel('mobile')}.")
    o.append("")
    o.append("Contacts:")
    o.append(f"- Next of kin: {nok.tf()} ({rel}), {c.tel('mobile')}" + (f", {c.email(nok)}" if c.maybe(0.4) else ""))
    o.append(f"- GP: {gp.title} {gp.full()}, {P(prac, 'HOSPITAL')}, {c.tel()}")
    if c.maybe(0.5):
        o.append(f"- Pharmacy: {P(c.pharmacy(), 'HOSPITAL')}, {c.tel()}")
    o.append(f"- Ward: {P(ward, 'HOSPITAL')}, {c.tel_ext()} (24 h)")
    o.append("")
    o.append(c.ch([
        f"{pt.He} enjoys {c.ch(['gardening programmes', 'the radio', 'crosswords', 'hymns', 'football on the television'])} and likes to be called {pt.g()}.",
        f"{pt.He} prefers to be known as {P(pt.given[:3] if len(pt.given) > 4 else pt.given, 'PATIENT')}. Family visit most afternoons.",
        f"{pt.His} late {late_rel} {late.g()} died in {c.D(c.days_ago(800, 5000), 'y')}; {pt.he} still talks about {late.him} often.",
    ]))
    o.append("")
    o.append(signoff(c, nurse, c.ch(["Discharge Coordinator", "Ward Sister", "Charge Nurse", "Senior Staff Nurse"]), reg=False,
                     close=c.ch(["Kind regards,", "Many thanks,"])))
    o.append(f"On behalf of {cons.tf()}, Consultant Geriatrician")
    if c.maybe(0.5):
        o.append(f"EDN authorised by user {c.username(cons)} on {c.D(c.today, 'num')} {c.ch(TIMES)}")
    return "\n".join(o)


def complaint_response(c):
    haddr = c.address()
    hosp = c.hospital(haddr.town)
    dom = c.domain(hosp)
    ceo = c.person("DOCTOR", title=c.ch(["Mr", "Ms", "Dr", "Mrs"]))
    pt = Pt(c, 40, 96)
    comp_rel = c.ch(["daughter", "son", "wife", "husband", "niece", "granddaughter"])
    comp = c.family("F" if comp_rel in ("daughter", "wife", "niece", "granddaughter") else "M",
                    same_surname_as=pt.p if c.maybe(0.5) else None)
    caddr = c.address()
    ward = c.ward()
    staff = [c.staff() for _ in range(2)]
    docs = [c.doctor() for _ in range(2)]
    adm = c.days_ago(60, 200)
    cref = c.ref()
    o = [letterhead(c, hosp, c.ch(["Patient Experience Team", "Office of the Chief Executive", "Complaints and Feedback"]),
                    haddr, dom=dom), ""]
    o.append(f"{c.ch(['Our ref', 'Complaint ref', 'Reference'])}: {P(cref, 'IDNUM')}")
    o.append(c.D(c.today, c.ch(["long", "ord", "num"])))
    o.append("")
    o.append(f"{comp.tf()}\n{caddr.block()}")
    o.append("")
    o.append(c.ch(["PRIVATE AND CONFIDENTIAL", "Private & confidential - addressee only", ""]))
    o.append(f"Dear {comp.t()},")
    o.append("")
    o.append(f"Re: your {pt.his if False else ''}{comp_rel}'s relative's care".replace(f"{comp_rel}'s relative's", "") if False else
             f"Re: {pt.tf()} - care on {P(ward, 'HOSPITAL')}, {c.D(adm, 'my')}")
    o.append("")
    o.append(f"Thank you for your letter of {c.D(c.days_ago(20, 55))} regarding the care your "
             f"{ {'daughter': 'mother' if pt.sex == 'F' else 'father', 'son': 'mother' if pt.sex == 'F' else 'father', 'wife': 'husband', 'husband': 'wife', 'niece': 'aunt' if pt.sex == 'F' else 'uncle', 'granddaughter': 'grandmother' if pt.sex == 'F' else 'grandfather'}[comp_rel] }, "
             f"{pt.t()}, received on {P(ward, 'HOSPITAL')} between {c.D(adm)} and {c.D(adm + dt.timedelta(days=c.n(5, 30)))}. "
             f"I am sorry that we have not met the standards you and {pt.g()} were entitled to expect.")
    o.append("")
    o.append("Your concerns have been investigated by "
             f"{staff[0].tf()}, Matron for {c.ch(['Medicine', 'Surgery', 'Older People'])}, and {docs[0].title} {docs[0].full()}, Clinical Director. "
             "Their findings are set out below under the headings you used.")
    o.append("")
    falls = c.days_ago(70, 120)
    items = [
        f"1. Communication. You were told on {c.D(falls, 'wd') if c.code != 'HK' else c.D(falls)} that your {comp_rel == 'son' and 'parent' or 'relative'} would be discharged the next day, "
        f"but this did not happen. {docs[1].title} {docs[1].s()} accepts that the plan changed after the ward round at {c.ch(TIMES)} and that nobody telephoned you on {c.tel('mobile')}. "
        "This was not acceptable.",
        f"2. Nutrition. The food charts show that {pt.he} ate less than a quarter of most meals. Staff Nurse {staff[1].s()} has reflected on this and the ward now uses red trays. {wordlike(c, general=True)}",
        f"3. Falls. {pt.g()} fell in bay {P(str(c.n(1, 6)), 'LOCATION_OTHER')} on {c.D(falls)} at approximately {c.ch(TIMES)}. "
        f"A Datix report ({P(c.idnum('W'), 'IDNUM')}) was completed and a post-falls review was carried out by the doctor on call.",
        f"4. Property. I am sorry that {pt.his} hearing aid and glasses were lost. We will reimburse the cost; please send the receipt to {c.email(domain=dom, local='patient.experience')}.",
    ]
    o += sorted(c.sample(items, c.n(3, 4)))
    o.append("")
    if c.code == "UK" and c.maybe(0.6):
        o.append(c.ch(["The learning from this complaint will be shared with the CQC at our next engagement meeting.",
                       "The ward has since been visited by the CQC and by NHS England as part of routine oversight."]))
    o.append("")
    o.append(f"I would welcome the chance to meet you to discuss this further; {staff[0].g() if c.maybe() else staff[0].t()} can be contacted on {c.tel_ext()}. "
             f"If you remain dissatisfied you may refer the matter to {OMBUDSMAN[c.code]}.")
    o.append("")
    o.append(signoff(c, ceo, c.ch(["Chief Executive", "Director of Nursing", "Medical Director", "Head of Patient Experience"]),
                     reg=False))
    o.append(f"cc: {staff[0].tf()}; {docs[0].title} {docs[0].full()}")
    return "\n".join(o)
