"""Genre templates. Each returns a marked string for one note."""
import datetime as dt

from phi import P
from ctx import Person, ascii_slug
import negs as N
import pools as PL
from common import table, header_block, sig_block, labs_block, meds_block, dx_block, neg_sentence


def fam_line(c):
    r = c.r
    k = r.randint(0, 3)
    if k == 0:
        return f"NOK: {c.famn('full')} ({c.fam_rel}) {c.tel(mobile=True)}"
    if k == 1:
        return f"Next of kin - {c.fam_rel} {c.famn()}, mob {c.tel(mobile=True)}"
    if k == 2:
        return f"Lives with {c.fam_rel} {c.famn()} ({c.age_s(c.r.randint(18, 88), 'y')}) at {c.street()}, {c.city_s()}."
    return f"Contact person: {c.famn('full')}, {c.fam_rel}; email {c.mail(c.fam)}"


def social(c):
    r = c.r
    bits = []
    k = r.randint(0, 3)
    if k == 0:
        bits.append(f"Works as a {c.prof_s()} at {c.org()}.")
    elif k == 1:
        bits.append(f"Retired {c.prof_s()}; previously employed by {c.org()} until {c.date(dt.date(min(c.base.year - 1, c.dob.year + r.randint(55, 66)), 1, 1), 'year')}.")
    elif k == 2:
        bits.append(f"Occ: {c.prof_s()} ({c.org()}).")
    else:
        bits.append(f"{c.fam_rel.capitalize()} {c.famn()} is a {c.prof_s(r.choice(PL.PROFESSIONS))}; pt is a {c.prof_s()}.")
    if r.random() < 0.5:
        bits.append(f"Born in {P('COUNTRY', c.country_origin)}, moved to {c.country()} in {c.date(dt.date(min(c.base.year - 1, c.dob.year + r.randint(5, 40)), 1, 1), 'year')}.")
    bits.append(r.choice(["Non-smoker.", "Ex-smoker, 20 pack-years.", "Smokes 10/day.", "ETOH 4 standard drinks/week.",
                          "Denies illicit drug use.", "Vapes daily."]))
    return " ".join(bits)


# 1 ---------------------------------------------------------------------------
def discharge_summary(c):
    r = c.r
    adm, dis = 0, r.randint(2, 14)
    out = [r.choice(["DISCHARGE SUMMARY", "Discharge Summary", "INPATIENT DISCHARGE SUMMARY"]),
           c.hosp() + " - " + P("HOSPITAL", c.ward), header_block(c),
           f"Encounter no.: {c.acct()}",
           f"Admitted: {c.date(c.day(adm))} {N.clock(r)}   Discharged: {c.date(c.day(dis))}",
           f"Admitting consultant: {c.doc(0, 'drfull')}   Unit: {r.choice(['General Medicine', 'Cardiology', 'Orthopaedics', 'Respiratory', 'Geriatrics'])}",
           f"Location: {P('HOSPITAL', c.ward)}, {c.room()}", "",
           "Diagnoses:", dx_block(c), "",
           "History:",
           f"{c.ptn(r.choice(['title', 'full']))} is a {c.age_s(form=r.choice(['year', 'words', 'yo']))} {r.choice(['man', 'woman', 'patient'])} "
           f"who presented to {c.hosp()} ED on {c.date(c.day(adm), r.choice(['weekday', 'wd_long', 'dmy_long', 'iso']))} with "
           f"{r.choice(['chest pain', 'dyspnoea', 'a fall at home', 'fever and rigors', 'confusion', 'a swollen calf'])}. "
           f"{N.eponym(r)} noted. {neg_sentence(c)}",
           f"Background: {N.icd(r)[1]}, {N.icd(r)[1]}; {N.eponym(r)}.",
           social(c), fam_line(c), "",
           "Progress:",
           f"Day 1: {N.vitals(r)}. {N.med(r)} commenced. {N.score(r)}.",
           f"{c.date(c.day(1), 'd_m' if c.region != 'CA' else 'mon_d')}: reviewed by {c.doc(1, 'role')}; {neg_sentence(c)}",
           f"{labs_block(c)}", "",
           meds_block(c), ""]
    if r.random() < 0.5:
        out.append(f"Device: {r.choice(['dual-chamber pacemaker', 'ICD', 'insulin pump', 'CPAP machine'])} serial {c.device()} checked.")
    out.append(f"Follow-up: {c.doc(2, 'drfull')} at {c.hosp(c.clinic)} on {c.date(c.day(dis + r.randint(7, 42)))} at {N.clock(r)}. "
               f"Community nursing {c.date(c.day(dis + 1))}-{c.date(c.day(dis + 5))}.")
    out.append(f"GP: {c.doc(3, 'dr')}, {c.hosp(c.clinic)}, fax {c.tel(typ='FAX')}")
    out.append(f"If concerns after hours call {r.choice(c.R['public'])} or the ward on {c.tel(ext=True)}.")
    out.append("")
    out.append(sig_block(c, 4))
    return "\n".join(out)


# 2 ---------------------------------------------------------------------------
def specialist_letter(c):
    r = c.r
    out = [c.hosp(c.hospital) + " - " + r.choice(["Endocrine Clinic", "Respiratory Outpatients", "Rheumatology Clinic",
                                                "Neurology Clinic", "Cardiac Outpatients", "Fracture Clinic"]),
           f"{c.street()}, {c.city_s()} | Tel {c.tel()} | Fax {c.tel(typ='FAX')}",
           "", c.date(c.day(0), r.choice(["dmy_long", "mdy_long", "iso"])), "",
           f"{c.doc(3, 'drfull')}", c.hosp(c.clinic),
           f"{c.street() if False else P('STREET', c._street())}", f"{c.city_s()} {P('ZIP', c._zip())}", "",
           f"Dear {c.doc(3, 'dr')},", "",
           header_block(c, extra=r.random() < 0.5), "",
           f"Thank you for referring {c.ptn(r.choice(['title', 'full', 'first_init']))}, a {c.age_s(form=r.choice(['year', 'yo']))} "
           f"{c.prof_s()}, whom I saw on {c.date(c.day(0), r.choice(['weekday', 'dmy_long', 'mdy_long']))} with {c.fam_rel} {c.famn()}.",
           f"{r.choice(['He', 'She', 'They'])} reports symptoms since {c.date(c.day(-r.randint(40, 400)), r.choice(['month_year', 'month', 'mon_year']))}. "
           f"{neg_sentence(c)} {neg_sentence(c)}",
           f"On examination: {N.vitals(r)}. {N.eponym(r)}. {N.score(r)}.",
           labs_block(c, fmt=r.choice(['pipe', 'fixed', None])), "",
           "Impression:", dx_block(c), "",
           "Plan:",
           f"1. {N.med(r)}",
           f"2. {r.choice(['Will', 'will', 'I will'])} arrange {r.choice(['MRI', 'CT', 'echo', 'spirometry', 'nerve conduction studies'])}; accession {c.idnum()}.",
           f"3. Review in {r.randint(2, 12)} weeks ({c.date(c.day(r.randint(14, 90)), r.choice(['month_year', 'dmy', 'iso']))}).",
           f"4. {N.ordinary(r)}", "",
           f"{c.ptn('first')} can contact the clinic nurse {c.doc(5, 'full')} on {c.tel(ext=True)} or {c.mail(c.staff[5])}.",
           "", sig_block(c, 0, user=r.random() < 0.5)]
    if r.random() < 0.4:
        out.append(f"Dictated {c.date(c.day(0))} / typed {c.date(c.day(r.randint(1, 4)))} DD/{c.doc(0, 'initials')} TR/{P('DOCTOR', c.r.choice(['km', 'jt', 'sp', 'ln', 'rb']))}")
    return "\n".join(out)


# 3 ---------------------------------------------------------------------------
def gp_consult(c):
    r = c.r
    out = [f"{c.hosp(c.clinic)} - Consultation",
           f"{c.date(c.day(0), r.choice(['wd_long', 'dmy', 'iso', 'wd_short']))} {N.clock(r)}  Seen by: {c.doc(0, r.choice(['dr', 'drfull', 'init_cred']))}",
           f"Pt: {c.ptn(r.choice(['full', 'caps', 'lastfirst']))}  {c.age_s(form=r.choice(['yF', 'slash', 'y']))}  {c.R['mrn_label']} {c.mrn()}  {c.R['hp_label']} {c.hp()}",
           "",
           f"S: {r.choice(['c/o', 'presents with', 'here for'])} {r.choice(['cough x 5/7', 'BP review', 'script renewal', 'low mood', 'knee pain', 'rash', 'fatigue'])}. "
           f"{c.fam_rel.capitalize()} {c.famn()} {r.choice(['present', 'waiting outside', 'on speaker phone'])}. {N.ordinary(r)}",
           f"O: {N.vitals(r)}. {N.eponym(r)}. Wt {r.randint(48, 140)} kg, BMI {r.uniform(18, 44):.1f}.",
           f"A: {' '.join(N.icd(r))}",
           f"P: {N.med(r)}; {N.med(r)}. Recall {c.date(c.day(r.randint(20, 200)), r.choice(['month_year', 'mon_year', 'dmy']))}.",
           ]
    if r.random() < 0.6:
        out.append(f"Bloods {c.date(c.day(-r.randint(3, 30)), r.choice(['d_m', 'dmy', 'iso']))}: {N.lab_inline(r, r.randint(3, 6))}")
    out.append(social(c))
    out.append(f"Address confirmed: {c.addr()}. Mobile {c.tel(mobile=True)}; email {c.mail()}.")
    if r.random() < 0.5:
        out.append(f"Referral sent to {c.doc(2, 'drfull')} at {c.hosp()} (ref {c.idnum()}); eReferral via {c.url()}.")
    if r.random() < 0.5:
        out.append(f"Script sent to {P('HOSPITAL', r.choice(PL.PHARMACIES))}, {c.city_s()}; prescriber no. {c.license()}.")
    out.append(f"Billing: item {r.choice(['23', '36', '721', 'A007', '0190'])}, invoice {c.acct()}.")
    out.append(f"[entered by {c.user(c.staff[0])} from workstation {c.ip()} at {N.clock(r)}]")
    return "\n".join(out)


# 4 ---------------------------------------------------------------------------
def emergency_note(c):
    r = c.r
    mva = r.random() < 0.45
    out = [f"{c.hosp()} EMERGENCY DEPARTMENT",
           f"Arrival: {c.date(c.day(0), r.choice(['dmy', 'iso', 'wd_short', 'dmy_mon']))} {N.clock(r)}  Triage cat {r.randint(1, 5)}  {c.room()}",
           f"{c.ptn(r.choice(['caps', 'full']))} {c.age_s(form=r.choice(['slash', 'yF', 'yo2']))} {c.R['mrn_label']} {c.mrn()} Visit {c.acct()}",
           f"Triage RN: {c.doc(5, 'full')}   ED doctor: {c.doc(0, 'dr')}   Scribe: {c.doc(4, 'full')}", ""]
    if mva:
        out.append(f"HPC: driver of sedan (plate {c.vehicle()}) v. ute at {c.date(c.day(0), 'weekday')} evening, near {P('LOCATION_OTHER', r.choice(PL.LANDMARKS).replace('the ', ''))}. "
                   f"Ambulance via {r.choice(c.R['public'])} call. Other vehicle {c.vehicle()}. Police event no. {c.idnum()}.")
        out.append(f"Driver licence {c.license()} sighted. {N.eponym(r)}.")
    else:
        out.append(f"HPC: {c.age_s(form=r.choice(['yo', 'year', 'yo2']))} brought in by {c.fam_rel} {c.famn()} after "
                   f"{r.choice(['collapse at work', 'a fall from a ladder', 'overdose of paracetamol', 'seizure', 'chest pain at rest'])} "
                   f"at {c.org()}, {c.city_s()}.")
    out += [f"Obs: {N.vitals(r)}; {N.score(r)}",
            f"PMHx: {N.icd(r)[1]}; {N.eponym(r)}",
            f"Ix: {N.lab_inline(r, r.randint(3, 7))}",
            f"ECG {N.clock(r)}: sinus, no acute changes.",
            f"Mx: {N.med(r)}, {N.med(r)}; {neg_sentence(c)}",
            f"Dx: {N.icd(r)[0]}",
            f"Dispo: {r.choice(['admit', 'home', 'transfer'])} to {P('HOSPITAL', c.ward)} under {c.doc(1, r.choice(['dr', 'drfull']))} at {N.clock(r)}.",
            f"Contact: {c.tel(mobile=True)}; {c.fam_rel} {c.famn('first')} {c.tel(mobile=True)}",
            f"Address: {c.addr()}",
            f"Registrar pager {c.pager()}; consultant {c.doc(2, 'drfull')} ext {P('PHONE', str(r.randint(2000, 7999)))}.",
            f"-- {c.doc(0, 'full_cred')} {N.clock(r)} ({c.user(c.staff[0])})"]
    return "\n".join(out)


# 5 ---------------------------------------------------------------------------
def nursing_handover(c):
    r = c.r
    out = [f"{P('HOSPITAL', c.ward)} handover - {c.date(c.day(0), r.choice(['wd_short', 'dmy', 'iso', 'wd_long']))} {r.choice(['AM', 'PM', 'night'])} shift",
           f"Nurse in charge: {c.doc(0, r.choice(['full', 'role']))}; receiving: {c.doc(1, 'full')} RN", ""]
    rows = []
    for k in range(r.randint(3, 6)):
        p = c.pt if k == 0 else Person(r)
        bed = P("LOCATION_OTHER", str(r.randint(1, 30)) + r.choice(["", "A", "B"]))
        nm = P("PATIENT", r.choice([f"{p.last}, {p.first[0]}", f"{p.first} {p.last}", p.last.upper()]))
        a = c.age_s(r.randint(19, 97), r.choice(["yF", "slash", "y"])) if p is c.pt else P("AGE", str(r.randint(19, 97))) + p.sex
        issue = r.choice([N.icd(r)[1], N.eponym(r), "post-op day 2", "falls risk, " + N.score(r), N.med(r)])
        rows.append([bed, nm, a, issue, N.clock(r)])
    out.append(table(r, ["Bed", "Patient", "Age", "Issues", "Last obs"], rows))
    out.append("")
    out.append(f"ISBAR for bed {P('LOCATION_OTHER', str(r.randint(1, 30)))}:")
    out.append(f"I: {c.ptn(r.choice(['full', 'title']))}, {c.age_s(form=r.choice(['yo', 'yo2']))}, {c.R['mrn_label']} {c.mrn()}")
    out.append(f"S: {N.vitals(r)}")
    out.append(f"B: admitted {c.date(c.day(-r.randint(1, 9)), r.choice(['d_m', 'weekday', 'dmy', 'iso']))} with {N.icd(r)[1]}; {N.eponym(r)}.")
    out.append(f"A: {N.score(r)}; {N.score(r)}. {N.ordinary(r)}")
    out.append(f"R: {N.med(r)} due {N.clock(r)}. {c.fam_rel.capitalize()} {c.famn()} visiting at {N.clock(r)}, ph {c.tel(mobile=True)}.")
    if r.random() < 0.6:
        out.append(f"Infusion pump asset {c.device()} on {N.med(r)}.")
    if r.random() < 0.5:
        out.append(f"Moved to {c.room()} in {P('LOCATION_OTHER', r.choice(PL.BUILDINGS))} at {N.clock(r)}.")
    out.append(f"Dr on call: {c.doc(2, 'dr')} pager {c.pager()}. Ward phone {c.tel(ext=True)}.")
    out.append(f"Handover logged by {c.user(c.staff[0])}.")
    return "\n".join(out)


# 6 ---------------------------------------------------------------------------
def allied_health(c):
    r = c.r
    disc = r.choice(["Physiotherapy", "Occupational Therapy", "Dietetics", "Social Work", "Speech Pathology"])
    out = [f"{disc} {r.choice(['Initial Assessment', 'Progress Note', 'Discharge Report'])}",
           f"{c.hosp(r.choice([c.hospital, c.clinic]))} | {c.date(c.day(0))} | {c.room()}",
           f"Client: {c.ptn(r.choice(['full', 'lastfirst', 'mid']))} ({c.age_s(form=r.choice(['y', 'yF']))}) {c.R['mrn_label']}: {c.mrn()}",
           f"Clinician: {c.doc(0, 'full_cred')}", ""]
    if disc == "Physiotherapy":
        out.append(f"Subjective: {r.choice(['L knee pain', 'low back pain', 'shoulder stiffness'])} since {c.date(c.day(-r.randint(10, 200)), r.choice(['month', 'dmy_long', 'weekday']))}. "
                   f"Lives at {c.street()}, 3 steps to entry. Works as {c.prof_s()} at {c.org()}.")
        out.append(f"Objective: {N.eponym(r)}; ROM flex {r.randint(60, 140)} deg; {N.score(r)}; TUG {r.randint(8, 30)} s.")
        out.append(f"Plan: gym program {r.randint(2, 3)}x/week; review {c.date(c.day(r.randint(7, 21)), r.choice(['wd_short', 'dmy', 'iso']))}.")
    elif disc == "Occupational Therapy":
        out.append(f"Home visit to {c.addr()} with {c.fam_rel} {c.famn()} on {c.date(c.day(r.randint(1, 7)), r.choice(['weekday', 'dmy', 'iso']))}.")
        out.append(f"Equipment: shower chair, rails. Hoist serial {c.device()} loaned. {N.score(r)}. {N.ordinary(r)}")
        out.append(f"Driving: licence {c.license()}; car {c.vehicle()} - advised not to drive pending review.")
    elif disc == "Dietetics":
        out.append(f"Wt {r.randint(40, 130)} kg (was {r.randint(40, 130)} kg in {c.date(c.day(-r.randint(60, 300)), 'month_year')}). {N.lab_inline(r, 3)}.")
        out.append(f"Diet: {r.choice(['IDDSI 5', 'low K', 'high protein', 'diabetic'])}. {N.med(r)}. {c.fam_rel.capitalize()} {c.famn()} cooks; she is a {c.prof_s(r.choice(PL.PROFESSIONS))}.")
    elif disc == "Social Work":
        out.append(f"Met {c.ptn('first')} and {c.fam_rel} {c.famn('full')} ({c.age_s(r.randint(20, 85), 'y')}). Lives at {c.addr()}.")
        out.append(f"Income: {r.choice(['disability pension', 'wages', 'superannuation', 'grant'])}; previously {c.prof_s()} at {c.org()}. "
                   f"{c.R['ssn_label']} {c.ssn()} provided for benefit form (form ref {c.idnum()}).")
        out.append(f"Church: {c.org(r.choice(PL.OTHER_ORGS))}. Placement options: {P('HOSPITAL', r.choice(PL.CARE_HOMES))}.")
    else:
        out.append(f"Swallow: {r.choice(['IDDSI 4', 'thin fluids', 'IDDSI 6'])}; {N.eponym(r)}. Speaker valve SN {c.device()}.")
        out.append(f"Communication: {N.score(r)}; {c.fam_rel} {c.famn()} interprets (first language from {P('COUNTRY', c.country_origin)}).")
    out.append(neg_sentence(c))
    out.append(f"Contact {c.doc(0, 'init_cred')} on {c.tel(ext=True)} / {c.mail(c.staff[0])}")
    if r.random() < 0.5:
        out.append(f"Telehealth link: {c.url()}")
    return "\n".join(out)


# 7 ---------------------------------------------------------------------------
def mental_health(c):
    r = c.r
    out = [r.choice(["PSYCHIATRIC ASSESSMENT", "Mental Health Assessment", "Community Mental Health - Intake"]),
           header_block(c), f"Service: {c.hosp()} {r.choice(['Crisis Team', 'Acute Inpatient Unit', 'CMHT'])}   Clinician: {c.doc(0, 'drfull')}",
           f"Date: {c.date(c.day(0))}  Time: {N.clock(r)}  Location: {P('HOSPITAL', c.ward)}, {c.room()}", "",
           f"Identifying data: {c.ptn(r.choice(['first', 'full', 'title']))}, {c.age_s(form=r.choice(['year', 'words', 'yo']))} "
           f"{r.choice(['single', 'married', 'separated'])} {c.prof_s()} from {c.city_s()}, {c.state_s()}.",
           f"Referred by {c.doc(3, 'dr')} ({c.hosp(c.clinic)}) under the {r.choice(c.R['acts'])}.",
           f"HPC: {r.choice(['low mood', 'command hallucinations', 'paranoid ideation', 'suicidal ideation', 'manic symptoms'])} since "
           f"{c.date(c.day(-r.randint(7, 120)), r.choice(['holiday', 'weekday', 'month', 'dmy_long']) if False else r.choice(['weekday', 'month', 'dmy_long', 'd_m']))}; worse since {c.holiday()}.",
           f"Collateral from {c.fam_rel} {c.famn('full')} ({c.tel(mobile=True)}): {N.ordinary(r)}",
           f"Past: admitted {c.date(c.day(-r.randint(400, 3000)), 'year')} to {c.hosp(r.choice(c.R['hospitals']))}; {N.icd(r)[0]}.",
           f"Personal hx: born in {P('COUNTRY', c.country_origin)}; school at {c.org(r.choice(PL.SCHOOLS))} to age {P('AGE', str(r.randint(14, 18)))}. "
           f"{c.fam_rel.capitalize()} {c.famn('first')} died at {P('AGE', str(r.randint(40, 90)))}.",
           f"Substance: AUDIT {r.randint(0, 30)}; cannabis {r.choice(['daily', 'weekly', 'nil'])}.",
           f"MSE: {r.choice(['dishevelled', 'well kempt'])}, {r.choice(['reactive', 'flat'])} affect, {N.score(r)}, {N.score(r)}. {N.ordinary(r)}",
           f"Risk: {r.choice(['low', 'moderate', 'high'])} to self. Firearms licence {c.license()} - weapons surrendered to police.",
           "Formulation/Dx:", dx_block(c),
           f"Plan: {N.med(r)}; {N.med(r)}; bloods ({N.lab_inline(r, 3)}); crisis plan at {c.url()}. Crisis line {r.choice(c.R['public'])}.",
           f"Next review {c.date(c.day(r.randint(2, 14)), r.choice(['wd_short', 'weekday', 'dmy', 'iso']))} with {c.doc(1, 'role')}.",
           "", sig_block(c, 0)]
    return "\n".join(out)


# 8 ---------------------------------------------------------------------------
def workers_comp(c):
    r = c.r
    ins = r.choice(PL.INSURERS)
    inj = c.day(-r.randint(10, 300))
    cm = Person(r)
    wact = c.R["acts"][{"CA": 3, "AU": 2, "NZ": 2, "ZA": 1}[c.region]]
    out = [r.choice(["WORKERS' COMPENSATION MEDICAL REPORT", "Certificate of Capacity / Progress Report",
                     "Work Injury Assessment", "Occupational Injury Progress Report"]),
           f"Claim no.: {c.idnum()}    Insurer: {c.org(ins)}    Case manager: {c.name(cm, 'FAMILY', 'full')} ({P('EMAIL', c.email(cm))})",
           f"Worker: {c.ptn(r.choice(['caps', 'full', 'lastfirst']))}   DOB {c.dob_s()}   {c.R['ssn_label']} {c.ssn()}",
           f"Address: {c.addr()}   Phone: {c.tel(mobile=True)}",
           f"Employer: {c.org()}, {P('STREET', c._street())}, {c.city_s()}; supervisor {c.other(r.choice(['full', 'title']))} {c.tel(ext=True)}",
           f"Occupation: {c.prof_s()}", "",
           f"Date of injury: {c.date(inj, r.choice(['dmy', 'iso', 'dmy_long', 'wd_long']))} at approx {N.clock(r)}",
           f"Mechanism: {r.choice(['lifting a pallet', 'fall from scaffold', 'forklift collision', 'repetitive keyboard work', 'slipped on wet floor'])} at "
           f"{r.choice(['the depot', 'site', 'the kitchen', 'the warehouse'])} near {P('LOCATION_OTHER', r.choice(PL.LANDMARKS).replace('the ', ''))}. {N.eponym(r)}."]
    if r.random() < 0.5:
        out.append(f"Vehicle involved: company truck reg. {c.vehicle()}, VIN {P('VEHICLE', ''.join(r.choice('ABCDEFGHJKLMNPRSTUVWXYZ0123456789') for _ in range(17)))}.")
    out += [f"Diagnosis: {' '.join(N.icd(r))}",
            f"Examination {c.date(c.day(0))}: {N.vitals(r)}; {N.score(r)}; {N.eponym(r)}.",
            f"Treatment: {N.med(r)}; physio with {c.doc(2, 'role')} at {c.hosp(c.clinic)}.",
            "Capacity:",
            table(r, ["From", "To", "Capacity", "Hours"],
                  [[c.date(c.day(0), 'dmy' if c.region != 'CA' else 'iso'), c.date(c.day(13), 'dmy' if c.region != 'CA' else 'iso'), "unfit", "0"],
                   [c.date(c.day(14), 'dmy' if c.region != 'CA' else 'iso'), c.date(c.day(41), 'dmy' if c.region != 'CA' else 'iso'), "modified duties", str(r.choice([10, 16, 20, 24]))]]),
            f"Legislation: {wact}. {N.ordinary(r)}",
            f"Identity verified by biometric check ref {c.bioid()}.",
            f"Report sent to {P('FAX', c.phone())} and uploaded to {c.url()} from {c.ip()}.",
            "", sig_block(c, 0, cc=False),
            f"Provider no. {c.license()}   Invoice {c.acct()}"]
    return "\n".join(out)


# 9 ---------------------------------------------------------------------------
def insurance_report(c):
    r = c.r
    ins = r.choice(PL.INSURERS)
    out = [f"{P('ORGANIZATION', ins)} - {r.choice(['Independent Medical Examination', 'Attending Doctor Statement', 'Income Protection Claim - Medical Report', 'Life Insurance Medical Questionnaire', 'Motor Accident Claim Report'])}",
           f"Policy no.: {c.hp()}   Claim ref: {c.idnum()}   Our ref: {c.acct()}",
           f"Insured: {c.ptn(r.choice(['caps', 'full', 'mid']))}   DOB: {c.dob_s()}   Age: {c.age_s(form='y')}",
           f"{c.R['ssn_label']}: {c.ssn()}   Driver licence: {c.license()}",
           f"Address: {c.addr()}   Email: {c.mail()}",
           f"Occupation at time of claim: {c.prof_s()} ({c.org()}, since {c.date(c.day(-r.randint(400, 4000)), r.choice(['year', 'month_year']))})", "",
           f"Examination {c.date(c.day(0), r.choice(['dmy_long', 'mdy_long', 'wd_long']))} at {c.hosp(c.clinic)}, {c.city_s()}, {c.country()}, by {c.doc(0, 'drfull')}.",
           f"Accompanied by {c.fam_rel} {c.famn()}. Interpreter {c.other('full')} (language of {P('COUNTRY', c.country_origin)}).",
           f"History: {N.icd(r)[1]} diagnosed {c.date(c.day(-r.randint(100, 2000)), r.choice(['month_year', 'year']))}; {N.eponym(r)}."]
    if r.random() < 0.5:
        out.append(f"Accident {c.date(c.day(-r.randint(20, 300)))}: vehicle {c.vehicle()} struck by {c.vehicle()} on {P('STREET', c._street())}, {c.city_s()}.")
    if r.random() < 0.5:
        out.append(f"Implanted device: {r.choice(['pacemaker', 'cochlear implant', 'spinal cord stimulator', 'ICD'])} SN {c.device()}.")
    out += [f"Findings: {N.vitals(r)}; {N.score(r)}; {N.score(r)}; {N.lab_inline(r, 4)}.",
            f"Medications: {N.med(r)}; {N.med(r)}.",
            f"Opinion: {r.choice(['partially', 'totally', 'not'])} incapacitated for usual occupation. {N.ordinary(r)}",
            f"Identity: photo ID and {r.choice(['fingerprint', 'palm-vein', 'iris'])} template {c.bioid()} matched.",
            f"Previous insurer: {c.org(r.choice(PL.INSURERS))}, member {P('HEALTHPLAN', c._hp())}.",
            f"Records requested from {c.hosp()} ({c.R['mrn_label']} {c.mrn()}) by fax {P('FAX', c.phone())}.",
            "", sig_block(c, 0, cc=r.random() < 0.5)]
    return "\n".join(out)


# 10 --------------------------------------------------------------------------
def involuntary_form(c):
    r = c.r
    act = r.choice(c.R["acts"][:2] if c.region != "ZA" else [c.R["acts"][0]])
    formname = {"CA": "Form 1 - Application for Psychiatric Assessment", "AU": "Assessment Order / Inpatient Treatment Order",
                "NZ": "Section 8A Application and Section 8B Certificate", "ZA": "MHCA 04 - Application for Involuntary Care"}[c.region]
    out = [formname, f"Made under the {act}", f"Form ref: {c.idnum()}", "",
           "PART A - PERSON",
           f"Full name: {c.ptn(r.choice(['caps', 'full', 'mid']))}",
           f"Also known as: {c.ptn('first')}",
           f"Date of birth: {c.dob_s()}   Age: {P('AGE', str(c.age))}   Sex: {c.sex}",
           f"Usual address: {c.addr()}",
           f"{c.R['mrn_label']}: {c.mrn()}   {c.R['ssn_label']}: {c.ssn()}",
           f"Found at: {P('LOCATION_OTHER', r.choice(PL.LANDMARKS).replace('the ', ''))}, {c.city_s()} on {c.date(c.day(0), r.choice(['wd_long', 'dmy', 'iso']))} at {N.clock(r)}", "",
           "PART B - APPLICANT",
           f"Name: {c.famn('full')}   Relationship: {c.fam_rel}   Phone: {c.tel(mobile=True)}",
           f"Address: {P('STREET', c._street())}, {c.city_s()}", "",
           "PART C - EXAMINATION",
           f"Examined by {c.doc(0, 'drfull')} at {c.hosp()}, {P('HOSPITAL', c.ward)} on {c.date(c.day(0))} {N.clock(r)}.",
           f"Observations: {r.choice(['grossly disorganised', 'threatening neighbours', 'not eating for days', 'believes phone is tapped'])}. "
           f"{N.score(r)}. {N.vitals(r)}.",
           f"Facts communicated by others: {c.fam_rel} {c.famn('first')} reports {r.choice(['he', 'she'])} stopped {N.med(r)} after {c.date(c.day(-r.randint(14, 90)), r.choice(['month', 'holiday', 'weekday', 'dmy_long']) if False else r.choice(['month', 'weekday', 'dmy_long']))}.",
           f"Diagnosis (provisional): {N.icd(r)[0]}",
           "", "PART D - TRANSPORT",
           f"Conveyed by police: Constable {c.other('full')} ({r.choice(['badge', 'QID', 'service no.'])} {P('IDNUM', str(r.randint(10000, 99999)))}), vehicle {c.vehicle()}.",
           f"Ward access biometric enrolment: {c.bioid()}",
           f"Property: phone, wallet, keys to vehicle {c.vehicle()}.",
           "", "PART E - NOTICES",
           f"Rights explained to {c.ptn('title')} at {N.clock(r)}; copy given to {c.fam_rel} and to the district inspector / review tribunal (case {c.idnum()}).",
           f"Legal aid contact {c.other('full')} {c.tel()}.", "",
           f"Signed: {c.doc(0, 'full_cred')}   {c.date(c.day(0))}   Reg. {c.license()}",
           f"Second examiner: {c.doc(1, 'drfull')}   {c.date(c.day(r.randint(0, 1)))} {N.clock(r)}"]
    return "\n".join(out)


# 11 --------------------------------------------------------------------------
def capacity_form(c):
    r = c.r
    act = r.choice(c.R["acts"])
    out = [r.choice(["ASSESSMENT OF DECISION-MAKING CAPACITY", "Capacity Assessment Report", "Application for Adult Guardianship - Medical Evidence",
                     "Report for Guardianship / Administration Hearing"]),
           f"Relevant legislation: {act}", f"Tribunal / file no.: {c.idnum()}", "",
           f"Person assessed: {c.ptn(r.choice(['full', 'caps', 'mid']))}  ({c.age_s(form=r.choice(['year', 'aged', 'y']))})",
           f"DOB {c.dob_s()}   {c.R['mrn_label']} {c.mrn()}   {c.R['hp_label']} {c.hp()}",
           f"Residence: {P('HOSPITAL', r.choice(PL.CARE_HOMES))}, {c.addr()}",
           f"Room {P('LOCATION_OTHER', str(r.randint(1, 60)) + r.choice(['', 'A', 'B']))}", "",
           f"Assessor: {c.doc(0, 'full_cred')}, {c.hosp()}",
           f"Dates of assessment: {c.rng_dates(0, r.randint(1, 6))}",
           f"Present: {c.fam_rel} {c.famn('full')}; {r.choice(['advocate', 'solicitor', 'friend'])} {c.other('full')}.", "",
           "Background:",
           f"{c.ptn('first')} is a {c.age_s(form=r.choice(['year', 'words']))} retired {c.prof_s()} formerly of {c.city_s()}, {c.state_s()}. "
           f"{N.icd(r)[1]} diagnosed {c.date(c.day(-r.randint(300, 3000)), r.choice(['year', 'month_year']))}; {N.eponym(r)}.",
           f"Cognition: {N.score(r)}; MMSE {r.randint(10, 29)}/30; MoCA {r.randint(8, 27)}/30. {N.ordinary(r)}",
           f"Bloods: {N.lab_inline(r, r.randint(3, 5))}.", "",
           "Decision areas:",
           table(r, ["Decision", "Capacity", "Comment"],
                 [["Accommodation", r.choice(["lacks", "has"]), "unable to weigh risks"],
                  ["Finances", r.choice(["lacks", "has"]), f"bank acct {c.acct()} managed by {c.fam_rel}"],
                  ["Health care", r.choice(["lacks", "has", "fluctuating"]), N.med(r)]]),
           "",
           f"Proposed guardian: {c.famn('full')} ({c.fam_rel}), {c.age_s(r.randint(30, 80), 'y')}, {c.prof_s(r.choice(PL.PROFESSIONS))}, "
           f"{P('STREET', c._street())}, {c.city_s()}; ph {c.tel(mobile=True)}; {c.mail(c.fam)}",
           f"Enduring power of attorney dated {c.date(c.day(-r.randint(200, 4000)), r.choice(['dmy_long', 'dmy', 'iso']))} (ref {c.idnum()}).",
           f"Hearing listed {c.date(c.day(r.randint(14, 60)), r.choice(['wd_long', 'dmy_long', 'mdy_long']))} at {N.clock(r)}.",
           "", sig_block(c, 0, cc=r.random() < 0.6)]
    return "\n".join(out)


# 12 --------------------------------------------------------------------------
def patient_message(c):
    r = c.r
    p = c.pt
    out = [f"Secure message - {c.hosp(c.clinic)} patient portal",
           f"From: {c.ptn('full')} <{c.mail()}>",
           f"To: {c.doc(0, r.choice(['dr', 'drfull']))}",
           f"Sent: {c.date(c.day(0), r.choice(['wd_long', 'dmy', 'iso', 'mdy_long']))} {N.clock(r)}   Portal user: {P('USERNAME', r.choice([ascii_slug(p.first)[:4] + ascii_slug(p.last)[:4] + str(r.randint(10, 99)), ascii_slug(p.last) + '_' + ascii_slug(p.first)[0]]))}",
           f"Subject: {r.choice(['test results', 'repeat script', 'appointment', 'side effects', 'sick note'])}", "",
           f"Hi {c.doc(0, r.choice(['dr', 'last']))},", "",
           r.choice([f"I had the bloods done on {c.date(c.day(-r.randint(1, 6)), r.choice(['weekday', 'd_m', 'mon_d']))} at {P('HOSPITAL', r.choice(PL.PHARMACIES).replace('Pharmacy', 'Collection Centre').replace('Chemist', 'Pathology').replace('Dispensary', 'Pathology'))}. Can you tell me if the potassium is ok? it said 5.4 mmol/L.",
                     f"my {c.fam_rel} {c.famn('first')} says I should ask whether the {N.med(r)} can be changed, I feel dizzy since {c.date(c.day(-r.randint(2, 9)), 'weekday')}.",
                     f"Could I move my appointment from {c.date(c.day(r.randint(1, 10)), r.choice(['weekday', 'wd_short', 'mon_d']))} to {c.date(c.day(r.randint(11, 20)), r.choice(['weekday', 'wd_short', 'mon_d']))}? I start a new job as a {c.prof_s()} at {c.org()}."]),
           r.choice(["I hope that's ok.", "Will wait to hear back.", "thanks heaps", P("DOCTOR", "Grace") + " (the receptionist) said to message you here.", "sorry for the long message"]),
           f"My new number is {c.tel(mobile=True)} and address {c.addr()}.",
           f"{c.ptn(r.choice(['first', 'full', 'initials']))}", "",
           f"--- Reply {c.date(c.day(1), r.choice(['dmy', 'iso', 'wd_short']))} {N.clock(r)} ---",
           f"Hi {c.ptn('first')}, {r.choice(['your results are within range', 'I have sent a new script', 'the nurse will call you'])}. "
           f"{N.lab_inline(r, 2)}. If urgent call {r.choice(c.R['public'])}.",
           f"{c.doc(0, 'init_cred')} / {c.doc(5, 'role')}", "",
           f"[audit] msg id {c.idnum()} | session from {c.ip()} | link {c.url()} | acct {c.acct()}"]
    return "\n".join(out)


# 13 --------------------------------------------------------------------------
def pathology_report(c):
    r = c.r
    out = [f"{c.org(r.choice(['Southern Meridian Pathology', 'Kestrel Diagnostics', 'Harbour Lab Services', 'Ubuntu Pathology Partners']))} - "
           f"{r.choice(['Biochemistry', 'Haematology', 'Anatomical Pathology', 'Microbiology'])} Report",
           f"Lab no.: {c.idnum()}   Specimen: {c.idnum()}   Requisition: {c.idnum()}",
           f"Patient: {c.ptn(r.choice(['caps', 'lastfirst']))}  Sex: {c.sex}  DOB: {c.dob_s()}  Age: {c.age_s(form='y')}",
           f"{c.R['mrn_label']}: {c.mrn()}   {c.R['hp_label']} {c.hp()}   Episode {c.acct()}",
           f"Requested by: {c.doc(0, r.choice(['dr', 'drfull']))}, {c.hosp(r.choice([c.hospital, c.clinic]))}  Copy to: {c.doc(1, 'dr')}",
           f"Collected: {c.date(c.day(0))} {N.clock(r)}  Received: {c.date(c.day(0))} {N.clock(r)}  Reported: {c.date(c.day(r.randint(0, 2)))} {N.clock(r)}",
           f"Collection site: {c.hosp()} {r.choice(['ED', 'outpatients', P('HOSPITAL', c.ward)])}, {c.room()}", "",
           labs_block(c, r.randint(6, 11)), "",
           f"Comment: {r.choice(['Haemolysed sample; K may be falsely raised.', 'Result phoned to', 'Consistent with', 'Repeat advised.'])} "
           f"{c.doc(2, 'role')} at {N.clock(r)} ({c.tel(ext=True)}). {N.eponym(r)} query.",
           f"Clinical notes: {N.icd(r)[1]}; on {N.med(r)}.",
           f"Validated by {c.doc(3, 'full_cred', cred=r.choice(['FRCPA', 'FRCPC', 'FCPath(SA)', 'MBChB, FRCPA']))} ({c.user(c.staff[3])})",
           f"Results online: {c.url()}  Enquiries {c.tel()}  Fax {c.tel(typ='FAX')}"]
    if r.random() < 0.4:
        out.append(f"Analyser {r.choice(['Cobas', 'Sysmex', 'Alinity'])} serial {c.device()}; LIS host {c.ip()}.")
    return "\n".join(out)


GENRES = [
    ("discharge_summary", discharge_summary),
    ("specialist_letter", specialist_letter),
    ("gp_consultation", gp_consult),
    ("emergency_note", emergency_note),
    ("nursing_handover", nursing_handover),
    ("allied_health", allied_health),
    ("mental_health_assessment", mental_health),
    ("workers_compensation_report", workers_comp),
    ("insurance_report", insurance_report),
    ("involuntary_admission_form", involuntary_form),
    ("capacity_guardianship_form", capacity_form),
    ("patient_message", patient_message),
    ("pathology_report", pathology_report),
]
