"""Meeting records: MDT minutes, case conferences, safeguarding meetings, M&M reviews."""
import datetime as dt

import pools as PL
from core import P
from g_misc import kin_g, kin_fs
from common import Pt, wordlike, law, public, holiday, meds_list
from negatives import CORONER, MDT_TYPES, TIMES, DX_MISC, DRUGS, RELATIVE

DEMENTIAS = ["vascular dementia", "Alzheimer's disease", "Parkinson's disease with dementia", "Korsakoff syndrome"]
CURRENCY = {"UK": "£", "IE": "€", "US": "$", "CA": "$", "AU": "$", "NZ": "$", "ZA": "R", "HK": "HK$"}

ROLES_MDT = ["Consultant Surgeon", "Consultant Oncologist", "Consultant Radiologist", "Consultant Histopathologist",
             "Clinical Nurse Specialist", "MDT Coordinator", "Consultant Gastroenterologist", "Specialty Registrar",
             "Palliative Care Consultant", "Dietitian", "Research Nurse", "Consultant Haematologist",
             "Consultant Clinical Oncologist", "Pharmacist"]


def nurse_ref(c, people):
    ns = [p for p, role in people if "Nurse" in role]
    if ns:
        p = c.ch(ns)
        return f"CNS {p.g()}" if c.maybe() else f"{p.fs()} (CNS)"
    p = c.ch(people)[0]
    return f"{p.title} {p.s()}"


def attendee_block(c, people, style):
    o = []
    if style == 0:
        o.append("Present:")
        for p, role in people:
            o.append(f"{p.title} {p.full()} ({p.ini()}) - {role}")
    elif style == 1:
        o.append("Attendees | Role | Initials")
        for p, role in people:
            o.append(f"{p.fs()} | {role} | {p.ini()}")
    else:
        o.append("In attendance: " + "; ".join(f"{p.t()} ({role}, {p.ini()})" for p, role in people) + ".")
    return "\n".join(o)


def mdt_minutes(c):
    kind = c.ch(list(MDT_TYPES))
    M = MDT_TYPES[kind]
    hosp = c.hospital()
    meet = c.today
    room = c.ch([f"{c.ch(PL.ORIGINS['anglo'][2])} Seminar Room", f"Boardroom {c.n(1, 4)}", "the Education Centre lecture theatre",
                 f"Room {c.n(1, 5)}.{c.n(1, 30):02d}"])
    people = []
    roles = c.sample(ROLES_MDT, c.n(5, 9))
    for role in roles:
        if "Nurse" in role or role in ("MDT Coordinator", "Dietitian", "Pharmacist"):
            people.append((c.staff(), role))
        else:
            people.append((c.doctor(surgeon="Surgeon" in role), role))
    chair = people[0][0]
    o = [f"{P(hosp, 'HOSPITAL')}", f"{kind} Cancer Multidisciplinary Team Meeting - Minutes" if kind != "Haematology"
         else "Haemato-oncology MDT / Tumour Board - Minutes"]
    o.append(f"Date: {c.D(meet, 'wd' if c.code != 'HK' else 'long')}   Time: {c.ch(['08:00', '12:30', '13:00', '08:30'])}")
    if room.startswith("Room "):
        o.append(f"Venue: Room {P(room[5:], 'LOCATION_OTHER')}, {P(hosp, 'HOSPITAL')}")
    elif room.startswith("the "):
        o.append(f"Venue: {room}")
    else:
        o.append(f"Venue: {P(room, 'LOCATION_OTHER')}")
    if c.maybe(0.5):
        o.append(f"Video link: {c.url(c.domain(hosp), '/mdt/' + kind.lower().replace(' ', '-'))} (dial-in {c.tel()})")
    o.append(f"Chair: {chair.title} {chair.fs()}")
    o.append("")
    o.append(attendee_block(c, people, c.n(0, 2)))
    if c.maybe(0.6):
        ap = [c.doctor() for _ in range(c.n(1, 2))]
        o.append("Apologies: " + ", ".join(f"{p.title} {p.full()}" for p in ap))
    o.append("")
    o.append(f"1. Minutes of the previous meeting ({c.D(meet - dt.timedelta(days=7), 'num')}) agreed. Quorate: yes.")
    o.append("2. Patients discussed:")
    ncase = c.n(3, 5)
    for i in range(ncase):
        pt = Pt(c, 28, 90)
        ref_gp, ref_prac = c.doctor(title="Dr"), c.practice()
        spec_id = c.idnum(c.ch(["H", "S", "HP", "B"]))
        dx = c.ch(M["dx"])
        test = c.sample(M["tests"], 2)
        who = c.sample(people, 2)
        mrn = c.loc.mrn()
        sex = pt.sex
        o.append("")
        head = c.ch([
            f"2.{i + 1} {pt.caps()} | {c.ch(['Hosp No', 'MRN', 'URN'])} {P(mrn, 'MRN')} | {c.A(pt.age, False)}{sex} | DOB {c.D(pt.dob, 'num')}",
            f"2.{i + 1} {pt.upcaps()}, {c.A(pt.age, False)} {sex}, MRN {P(mrn, 'MRN')}",
            f"2.{i + 1} Patient {pt.dini()} ({c.A(pt.age, False)}yo {'M' if sex == 'M' else 'F'}), MRN {P(mrn, 'MRN')}",
        ])
        o.append(head)
        o.append(f"Referred by {ref_gp.t()}, {P(ref_prac, 'HOSPITAL')}, via the two-week-wait pathway on {c.D(c.days_ago(20, 60))}.")
        o.append(f"Clinical: {c.ch(['dysphagia', 'weight loss of 8 kg', 'incidental finding', 'rectal bleeding', 'a palpable lump', 'night sweats', 'haemoptysis'])}; "
                 f"{c.ch(['ECOG 0', 'ECOG 1', 'ECOG 2', 'WHO PS 1', 'PS 3'])}. PMH: {c.ch(DX_MISC)}. "
                 + c.ch(["Lives with {} {} {}.".format(pt.his, *kin_g(c, ['wife', 'husband', 'partner', 'daughter'])),
                         f"Works as a {P(pt.prof, 'PROFESSION')}.", f"Retired {P(pt.prof, 'PROFESSION')}, lives alone in {P(pt.addr.town, 'CITY')}.",
                         "Lives alone."]))
        o.append(f"Imaging: {test[0]} ({c.D(c.days_ago(3, 20))}) - {c.ch(M['stage'])}. {test[1]} awaited.")
        o.append(f"Pathology: {c.ch(['specimen', 'block', 'lab no'])} {P(spec_id, 'IDNUM')}: {dx}.")
        o.append(f"Outcome: {c.ch(M['outcome'])}.")
        o.append(c.ch([
            f"Action: {who[0][0].ini()} to discuss with patient in clinic on {c.D(c.days_after(2, 10), 'wds' if c.code in ('UK', 'US', 'IE', 'AU', 'NZ') else 'long')}; {who[1][0].ini()} to request {test[1]}.",
            f"Actions: {who[0][0].ini()} to refer; {who[1][0].ini()} to inform GP and update the tracker.",
            f"Action: {who[0][0].ini()} - book {test[1]}. {nurse_ref(c, people)} to phone {pt.t()} on {c.tel('mobile')}.",
        ]))
    o.append("")
    o.append(f"3. AOB: {c.ch(['Audit of 62-day breaches to be presented next month.', 'Radiology capacity for PET-CT remains limited.', 'Trial recruitment figures circulated.'])}"
             + (f" Thanks to {people[-1][0].g()} for coordinating." if c.maybe(0.5) else ""))
    o.append(f"Next meeting: {c.D(meet + dt.timedelta(days=7), 'wd' if c.code != 'HK' else 'long')}.")
    o.append(f"Minutes taken by {people[-1][0].fs()}, {people[-1][1]}.")
    return "\n".join(o)


def case_conference(c):
    """Child protection case conference (safeguarding children)."""
    child = Pt(c, 1, 15)
    mum = c.family("F", same_surname_as=child.p if c.maybe(0.6) else None)
    dad = c.family("M", same_surname_as=child.p if c.maybe(0.4) else None)
    sib = c.family(c.ch("MF"), same_surname_as=child.p)
    sib_age = c.n(1, 17)
    mum_age = c.n(19, 45)
    partner = c.family("M")
    chair = c.staff()
    sw = c.staff()
    hv = c.staff(sex="F")
    teacher = c.other()
    police = c.other()
    gp = c.doctor(title="Dr")
    paed = c.doctor()
    school = c.school() if child.age >= 4 else c.ch([f"{c.ch(PL.TREES_BIRDS)} Nursery", f"Little {c.ch(PL.TREES_BIRDS)}s Day Nursery"])
    prac = c.practice()
    hosp = c.hospital()
    cnum = c.idnum(c.ch(["CP", "CS", "C"]))
    setting = "school" if child.age >= 4 else "nursery"
    o = [c.ch(["INITIAL CHILD PROTECTION CONFERENCE - RECORD", "Review Child Protection Case Conference - Minutes",
               "Child Safeguarding Case Conference"])]
    o.append("CONFIDENTIAL - not to be shared without the consent of the chair")
    o.append(f"Date of conference: {c.D(c.today)}   Venue: {c.ch([P('Lantern House', 'LOCATION_OTHER'), P('Civic Centre Annexe', 'LOCATION_OTHER'), P('Family Hub', 'LOCATION_OTHER') + ', ' + P(c.town(), 'CITY')])}")
    o.append(f"Case number: {P(cnum, 'IDNUM')}")
    o.append("")
    o.append(f"Child: {child.caps()}, DOB {c.D(child.dob, 'num')} (aged {c.A(child.age)})")
    o.append(f"Address: {child.addr.inline()}")
    o.append(f"{'School' if child.age >= 4 else 'Nursery'}: {P(school, 'ORGANIZATION')}   GP: {gp.t()}, {P(prac, 'HOSPITAL')}")
    o.append(f"Sibling: {sib.fs()}, aged {c.A(sib_age)}")
    o.append(f"Mother: {mum.fs()} ({c.A(mum_age)})   Father: {dad.fs()}" + (" (does not live in the household)" if c.maybe() else ""))
    o.append("")
    o.append("Present:")
    o.append(f"{chair.fs()} - Independent Chair")
    o.append(f"{sw.fs()} - Social Worker, Children's Services")
    o.append(f"{hv.fs()} - Health Visitor" if child.age < 5 else f"{hv.fs()} - School Nurse")
    o.append(f"{teacher.tf()} - Designated Safeguarding Lead, {P(school, 'ORGANIZATION')}")
    o.append(f"DC {police.fs()} - Police, Public Protection Unit")
    o.append(f"{mum.fs()} - mother" + (f" (supported by {c.ch(['a friend', 'her sister'])} {c.family('F').g()})" if c.maybe(0.4) else ""))
    o.append("Apologies: " + f"{paed.title} {paed.full()}, Consultant Paediatrician (report submitted)")
    o.append("")
    d1 = c.days_ago(10, 40)
    o.append("Reason for conference:")
    o.append(c.ch([
        f"On {c.D(d1, 'wd') if c.code != 'HK' else c.D(d1)} {child.g()} arrived at {setting} with bruising to the left cheek. "
        f"{child.He} told {teacher.t()} that \"{P(partner.given.lower(), 'FAMILY') if c.maybe(0.3) else partner.g()} got cross\". {partner.fs()} is mother's partner.",
        f"{child.g()} attended the emergency department at {P(hosp, 'HOSPITAL')} on {c.D(d1)} at {c.ch(TIMES)} with a spiral fracture of the humerus. "
        f"The explanation given was inconsistent with the injury.",
        f"Police were called to the family home on {c.D(d1)} following a report of domestic abuse between {mum.g()} and {partner.fs()}. "
        f"{child.g()} and {sib.g()} were present.",
    ]))
    o.append("")
    o.append("Information shared:")
    o.append(f"Health: {hv.g()} reported that {child.g()}'s immunisations are incomplete and two appointments at the {c.ch(['community paediatric', 'dental', 'audiology'])} clinic were missed "
             f"({c.D(c.days_ago(60, 120), 'num')} and {c.D(c.days_ago(20, 59), 'num')}). Growth is on the {c.ch(['2nd', '9th', '25th', '0.4th', '50th'])} centile.")
    o.append(f"{'Education' if child.age >= 4 else 'Nursery'}: attendance this term is {c.n(62, 89)}%. {teacher.t()} described {child.g()} as \"quiet but bright\". "
             f"{'Free school meals in place. ' if child.age >= 4 else ''}{child.He} was absent for a week after {holiday(c)}.")
    o.append(f"Police: {police.t()} confirmed {c.n(2, 6)} call-outs since {c.D(c.days_ago(200, 400), 'my')} (log refs {P(c.idnum('L'), 'IDNUM')}, {P(c.idnum('L'), 'IDNUM')}). "
             f"{partner.fs()} was seen leaving the address in a {c.ch(['silver Vauxhall Astra', 'black Ford Transit van', 'white Toyota Corolla', 'blue Nissan Qashqai'])}, "
             f"registration {P(c.loc.plate(), 'VEHICLE')}.")
    o.append(f"Mother's view: {mum.g()} said she has ended the relationship and that {partner.g()} no longer has a key. She works part-time as a "
             f"{P(c.ch(PL.PROFESSIONS), 'PROFESSION')} at {P(c.employer(), 'ORGANIZATION')}. {wordlike(c, general=True)}")
    o.append(f"The maternal grandmother, {c.family('F').fs()}, lives in {P(c.town(), 'CITY')} and has offered support.")
    o.append("")
    o.append("Decision: " + c.ch([f"{child.g()} and {sib.g()} to be subject to a child protection plan under the category of physical abuse.",
                                   f"{child.g()} to be subject to a child protection plan (neglect). Core group to meet within 10 working days.",
                                   "The threshold for a plan is not met; step down to Child in Need."]))
    o.append(f"Legal framework: {law(c, 'child')}.")
    o.append("")
    o.append("Actions:")
    o.append(f"- {sw.ini()}: core group on {c.D(c.days_after(5, 12), 'wds' if c.code in ('UK', 'IE', 'AU', 'NZ', 'US') else 'long')}; safety plan to be shared with {mum.g()}.")
    o.append(f"- {hv.ini()}: home visit within two weeks; refer to {P(c.ch(['Little Acorns', 'Sunbeam', 'Bright Start']) + ' Family Centre', 'ORGANIZATION')}.")
    o.append(f"- {police.ini()}: update on bail conditions.")
    o.append(f"Review conference: {c.D(c.days_after(80, 95))}.")
    o.append(f"Minutes: {c.staff().fs()}, Conference Minute-taker. Contact: {c.tel()}")
    return "\n".join(o)


def safeguarding_adult(c):
    pt = Pt(c, 58, 99)
    son = c.family(c.ch("MF"), same_surname_as=pt.p if c.maybe(0.7) else None)
    rel = "son" if son.sex == "M" else "daughter"
    chair = c.staff()
    sw = c.staff()
    dn = c.staff()
    mgr = c.staff()
    gp, prac = c.doctor(title="Dr"), c.practice()
    bank_officer = c.other()
    home = c.carehome()
    agency = f"{c.ch(['Bluebell', 'Kindred', 'Harbour', 'Evergreen', 'Cornerstone'])} Homecare"
    o = [c.ch(["Adult Safeguarding - Strategy Meeting", "Adult Safeguarding Case Conference"]
              + (["Section 42 Enquiry - Planning Meeting Record"] if c.code == "UK" else ["Protection Plan Meeting Record"]))]
    o.append(f"Meeting date: {c.D(c.today)} {c.ch(TIMES)}   Reference: {P(c.idnum('SG'), 'IDNUM')}")
    o.append(f"Adult at risk: {pt.tf()} ({c.ch(['DOB', 'D.O.B.'])} {c.D(pt.dob, 'num')}), {pt.addr.inline()}")
    o.append(f"{c.ids_line(pt.ids)}")
    o.append("")
    o.append("Attendees:")
    o.append(f"{chair.fs()} (chair, Safeguarding Adults Manager); {sw.fs()} (Social Worker); {dn.fs()} (District Nurse); "
             f"{gp.t()} ({P(prac, 'HOSPITAL')}); {mgr.fs()} (Registered Manager, {P(agency, 'ORGANIZATION')}).")
    o.append("")
    d1 = c.days_ago(5, 30)
    o.append("Concerns:")
    o.append(c.ch([
        f"{dn.g()} visited on {c.D(d1)} to dress a grade 3 pressure ulcer and found {pt.t()} alone, cold and without food in the house. "
        f"{pt.He} said {pt.his} {rel} {son.g()} had taken {pt.his} bank card.",
        f"{pt.tf()}, a retired {P(pt.prof, 'PROFESSION')}, disclosed to a carer from {P(agency, 'ORGANIZATION')} that {pt.his} {rel} {son.fs()} shouts at {pt.him} "
        f"and has moved into the spare room at {pt.addr.street_m()}.",
        f"The bank ({P(c.ch(['Harbour', 'Northgate', 'Copperleaf']) + ' Building Society', 'ORGANIZATION')}) alerted the team on {c.D(d1)} that "
        f"{CURRENCY[c.code]}{c.n(2, 19)},{c.n(100, 999)} had been withdrawn from account {P(c.loc.digits(8), 'ACCOUNT')} over {c.ch(['three weeks', 'two months'])}.",
    ]))
    o.append(f"{pt.He} has {c.ch(DEMENTIAS)}; "
             f"MoCA {c.n(10, 22)}/30 in {c.D(c.days_ago(100, 500), 'my')}. An assessment of capacity under the {law(c, 'cap')} regarding finances is required.")
    o.append(f"{son.g()} ({c.A(max(18, pt.age - c.n(20, 36)))}) works as a {P(c.ch(PL.PROFESSIONS), 'PROFESSION')}; mobile {c.tel('mobile')}. "
             f"{bank_officer.fs()} from the bank's vulnerable customer team will provide statements.")
    o.append("")
    o.append("Agreed actions:")
    o.append(f"1. {sw.ini()} to undertake the enquiry and visit {pt.g()} jointly with {dn.ini()} by {c.D(c.days_after(2, 7), 'wd' if c.code != 'HK' else 'long')}.")
    o.append(f"2. {gp.t()} to review medication ({c.ch(DRUGS)}) and capacity.")
    o.append(f"3. Respite placement at {P(home, 'HOSPITAL')} offered if {pt.he} agrees.")
    o.append(f"4. {chair.ini()} to inform police if theft is confirmed. {wordlike(c, general=True)}")
    o.append(f"Next meeting: {c.D(c.days_after(14, 30))}.")
    return "\n".join(o)


def mm_review(c):
    hosp = c.hospital()
    ward = c.ward()
    ward2 = c.ward()
    pt = Pt(c, 35, 96)
    adm = c.days_ago(30, 120)
    died = adm + dt.timedelta(days=c.n(2, 20))
    presenter = c.doctor()
    fy = c.doctor(title="Dr")
    reg = c.doctor(title="Dr")
    nurse = c.staff()
    cons = c.doctor()
    out = c.ch(["died", "died", "was transferred to ICU and survived", "returned to theatre"])
    o = [f"{P(hosp, 'HOSPITAL')}", c.ch(["Mortality and Morbidity Meeting - Case Summary", "M&M Review: Learning from Deaths",
                                          "Morbidity & Mortality Conference - Structured Judgement Review"])]
    o.append(f"Meeting: {c.D(c.today, 'wd' if c.code != 'HK' else 'long')}, {c.ch(['Lecture Theatre 2', 'Postgraduate Centre', 'MS Teams'])}")
    o.append(f"Presented by: {presenter.title} {presenter.fs()}   Case reviewer: {c.doctor().fs()}")
    o.append(f"Incident ref: {P(c.idnum(c.ch(['DX', 'W', 'IR'])), 'IDNUM')}   SJR no: {P(c.loc.digits(5), 'IDNUM')}")
    o.append("")
    o.append(f"Patient: {pt.caps()} ({c.A(pt.age)}{pt.sex}), {c.ch(['MRN', 'Hosp No', 'UR'])} {P(c.loc.mrn(), 'MRN')}")
    o.append(f"Admitted {c.D(adm)} under {cons.t()}; {'date of death' if out == 'died' else 'outcome date'} {c.D(died)}.")
    o.append("")
    o.append("Timeline:")
    t1 = adm
    o.append(f"- {c.D(t1, 'num')} {c.ch(TIMES)}: admitted via ED with {c.ch(['sepsis of unknown source', 'a GI bleed', 'community-acquired pneumonia', 'small bowel obstruction', 'an acute kidney injury'])}; NEWS2 {c.n(3, 9)}.")
    o.append(f"- {c.D(t1 + dt.timedelta(days=1), 'num')}: moved to {P(ward, 'HOSPITAL')}, bed {P(str(c.n(1, 30)), 'LOCATION_OTHER')}. "
             f"Reviewed by {fy.t()} (FY1) who prescribed {c.ch(DRUGS)}.")
    t3 = t1 + dt.timedelta(days=c.n(2, 5))
    o.append(f"- {c.D(t3, 'num')} {c.ch(TIMES)}: NEWS2 rose to {c.n(6, 11)}. {nurse.tf()} escalated to the registrar ({reg.fs()}, bleep {P(c.loc.bleep(), 'PHONE')}). "
             f"The observations were entered on the EPR under login {c.username(nurse)}.")
    o.append(f"- {c.D(t3 + dt.timedelta(days=1), 'num')}: transferred to {P(ward2, 'HOSPITAL')} side room {P(str(c.n(1, 12)), 'LOCATION_OTHER')}. "
             "Family ({} {} {}) informed by telephone.".format(pt.his, *kin_fs(c, ['wife', 'husband', 'daughter', 'son'])))
    o.append(f"- {c.D(died, 'num')}: {pt.he} {out}.")
    o.append("")
    o.append("Discussion:")
    o.append(c.ch([
        f"Delay of {c.n(3, 14)} hours in antibiotic administration. The sepsis screen was not completed. {reg.t()} was covering two wards.",
        "Anticoagulation was restarted too early after endoscopy. The haematology advice was not documented.",
        f"The CT report was available at {c.ch(TIMES)} but was not acted on until the next morning.",
    ]) + " " + wordlike(c))
    o.append(f"{CORONER[c.code]} notified: {c.ch(['yes', 'no'] if out == 'died' else ['not applicable'])}. Duty of candour letter sent to the family on {c.D(died + dt.timedelta(days=c.n(3, 20)))}.")
    o.append(f"Summary shared with {public(c)} as part of routine governance reporting.")
    o.append("")
    o.append("Learning points / actions:")
    o.append(f"1. {presenter.ini()} to present the case at the {c.ch(['medical', 'surgical'])} grand round.")
    o.append(f"2. {nurse.ini()} to re-audit NEWS2 escalation on {P(ward, 'HOSPITAL')} by {c.D(c.days_after(30, 90), 'my')}.")
    o.append(f"3. Overall care score: {c.n(2, 4)} (adequate/poor)." + (f" {c.ch(['No', 'Possible'])} avoidable death." if out == 'died' else " Harm level: moderate."))
    return "\n".join(o)
