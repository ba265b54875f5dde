"""Genres part A: admission, progress notes, home health, hospice admission, bereavement, falls, MAR."""
import pools as P
import phi as H
import negs as N
from phi import T
from common import ch, year, sig, nok_block, social_history, pmh, med_list, obs_line, narrative_filler, insurer, hdr_ids


def care_home_admission(r, c):
    title = {"US": ch(r, "NURSING FACILITY ADMISSION ASSESSMENT", "Skilled Nursing Admission Note"),
             "UK": ch(r, "Care Home Admission Assessment", "Pre-admission and Admission Assessment"),
             "AU": ch(r, "Residential Aged Care Entry Assessment", "Admission to Residential Care")}[c.c]
    L = [f"{c.HOME()} | {title}", ""]
    L.append(f"Resident: {c.P(ch(r, 'caps', 'lf', 'full', 'fml'))}" + (f"    Preferred name: {c.P('nick')}" if c.pt.nick else ""))
    L.append(f"DOB: {c.DOB()}    Age: {T('AGE', c.age)}    Sex: {'Female' if c.pt.sex == 'F' else 'Male'}")
    L += hdr_ids(r, c)
    L.append(f"Resident ID: {c.RESID()}")
    L.append(f"Room: {c.ROOM()}   Unit: {T('HOSPITAL', c.wing)}")
    L.append(f"Date of admission: {c.D(0)} {N.clock(r)}")
    L.append(f"Admitted from: {ch(r, c.HOSP() + ', ' + T('HOSPITAL', c.ward), 'home', c.HOSP())}")
    L.append(f"Previous address: {c.addr()}")
    L.append(f"GP: {c.S('doc', 'dr')}, {T('HOSPITAL', c.practice)}  Tel {c.PH()}  Fax {c.FAX()}")
    if c.c == "US":
        L.append(f"Payer: {insurer(r, c)}  {c.HPL('member')}  {c.HPL('group')}")
    elif c.c == "AU":
        L.append(f"Private health: {insurer(r, c)} member no. {c.HP('fund')}; {N.public(r, c.c)} ID {c.IDN('mac')}")
    elif r.random() < 0.6:
        L.append(f"Funding: {N.public(r, c.c)}; care package ref {c.IDN('pkg')}")
    else:
        L.append(f"Funding: self-funded; {insurer(r, c)} {c.HPL('policy')}")
    L.append(f"Fee account: {c.ACCT()}")
    L.append("")
    L.append(nok_block(r, c, 0))
    if len(c.rels) > 1 and r.random() < 0.7:
        L.append(nok_block(r, c, 1, full=False))
    L.append("")
    L.append("SOCIAL HISTORY")
    L.append(social_history(r, c))
    L.append("")
    L.append("PAST MEDICAL HISTORY")
    L.append(pmh(r, c))
    L.append("")
    L.append(f"MEDICATIONS (from {ch(r, 'discharge letter', 'blister pack', 'GP list')}, {T('HOSPITAL', c.pharm)})")
    L.append(med_list(r, c))
    L.append(f"Allergies: {ch(r, 'NKDA', 'penicillin (rash)', 'codeine (vomiting)', 'sulfa drugs', 'elastoplast')}")
    L.append("")
    L.append("ASSESSMENTS")
    L.append(f"{N.scores(r, 4)}. {obs_line(r, c)}")
    L.append(f"{c.ref()} is a {c.A(ch(r, 'yo_hy', 'w_hy'))} {ch(r, 'woman', 'lady') if c.pt.sex == 'F' else ch(r, 'man', 'gentleman')} "
             f"admitted for {ch(r, 'long-term care', 'respite', 'rehabilitation after hospital stay', 'end-of-life care')}. "
             f"{narrative_filler(r, c, 2)}")
    L.append(f"Mobility: {ch(r, 'walks with Zimmer frame and supervision', 'hoist transfers x2 staff', 'independent with four-wheeled walker', 'wheelchair for distances')}. "
             f"{ch(r, 'Wakes around', 'Likes to get up at', 'Prefers breakfast at')} {N.clock(r, 5, 9)}.")
    if r.random() < 0.6:
        L.append(f"Family portal access set up for {c.R(0, 'first', False)} at {c.URL(c.home)}.")
    if r.random() < 0.4:
        L.append(f"Hearing aids (serials {c.DEV()} / {c.DEV()}) labelled and logged.")
    L.append("")
    L.append(sig(r, c, "nurse"))
    if r.random() < 0.6:
        L.append(f"Reviewed by {c.S('mgr')}, {c.D(r.randint(1, 3), 'num')}")
    return "\n".join(L)


def nursing_home_progress(r, c):
    L = [ch(r, f"PROGRESS NOTES - {c.P('caps')}", f"Progress notes: {c.P('full')} ({c.ROOM()}, {c.HOME(True)})",
            f"{c.HOME()} - Resident progress record - {c.P('lf')}")]
    L.append(f"{c.natid_label()} {c.NATID()}  DOB {c.DOB()}  {c.A('colon')}")
    L.append("")
    start = r.randint(0, 40)
    for k in range(r.randint(4, 7)):
        d = start + k * r.randint(1, 3)
        hdr = ch(r, f"{c.D(d, 'num')} {N.clock(r)}", f"{c.D(d, 'wd_short')} {N.clock(r)}", f"{c.D(d, 'wd_long')}",
                 f"[{c.D(d, 'iso')} {N.clock(r)}]", f"{c.D(d, 'abbr')} - {ch(r, 'day', 'night', 'late')} shift")
        body = ch(r,
                  f"{c.ref()} settled overnight; loose stools x{r.randint(1, 3)} {N.rel_time(r)}. {obs_line(r, c)} Encouraged fluids.",
                  f"Visited by {c.R()} this afternoon. {c.ref()} brighter, ate {r.randint(25, 100)}% of lunch. {N.word_sent(r)}",
                  f"On-call GP {c.S('doc', 'dr')} ({c.PAGER()}) reviewed: {ch(r, 'chest clear', 'UTI suspected, MSU sent', 'cellulitis left shin')}. "
                  f"Specimen no. {c.IDN('spec')}. Started {N.med(r)}.",
                  f"Resident agitated {N.clock(r)}-{N.clock(r)}, calling out for {c.R(None, 'first', False)}. Redirected to the {T('LOCATION_OTHER', r.choice(P.AREA))}. {N.score(r)}.",
                  f"Phoned {c.R()} on {c.PH()} re: {ch(r, 'podiatry visit', 'new glasses', 'hairdresser', 'change in medication')}. Left message.",
                  f"{N.eponym(r, True)} symptoms stable. {N.med(r)} given at {N.clock(r)}. {N.word_sent(r)}",
                  f"Weight {r.randint(400, 800) / 10} kg ({ch(r, 'down', 'up')} {r.randint(5, 30) / 10} kg since {c.D(d - 30, 'dm')}). MUST {r.randint(0, 3)}; referred to dietitian {c.S('sw', 'plain')}.",
                  f"Attended the {ch(r, 'music', 'baking', 'reminiscence')} group in the {T('LOCATION_OTHER', r.choice(P.AREA))}. {N.word_sent(r)}",
                  f"Skin check: {ch(r, 'sacrum intact', 'grade 2 PI left heel, dressed', 'skin tear R forearm 2 cm')}. {N.score(r)}. Repositioned {ch(r, '2-hourly', '4-hourly')}.",
                  f"Social leave with {c.R()} from {c.D(d + 2, ch(r, 'md', 'dm', 'wd_short'))} to {c.D(d + r.randint(3, 6), ch(r, 'md', 'dm', 'wd_short'))}; meds packed by {c.S('nurse', 'plain')}.",
                  f"Family member {c.R(None, 'full', False)} asked about {c.P('first')}'s birthday on {T('DATE', H.fdate(r, c.dob, c.c, 'dm'))}; party planned.")
        who = ch(r, c.S("nurse", "post"), c.S("aide", "post"), c.S("nurse", "init"), c.S("nurse", "pre"))
        entry = f"{hdr}\n{body}\n  {ch(r, 'Signed', 'Entered by', '--')} {who}"
        if r.random() < 0.25:
            entry += f" (user {c.USER()})"
        L.append(entry)
        L.append("")
    if r.random() < 0.5:
        L.append(f"Note: {N.public(r, c.c)} inspection {c.D(start + 30, 'my')}; records audited by {c.S('mgr', 'plain')}.")
    return "\n".join(L)


def home_health_visit(r, c):
    agency = c.agency
    title = {"US": "SKILLED NURSING VISIT NOTE", "UK": "District Nursing / Home Care Visit Record", "AU": "Community Nursing Home Visit"}[c.c]
    L = [f"{T('HOSPITAL', agency)} - {title}", f"Tel {c.PH()}  Fax {c.FAX()}  {c.EM(None, agency)}", ""]
    L.append(f"Client: {c.P(ch(r, 'lf', 'full', 'caps'))}   DOB: {c.DOB()}   {c.A(ch(r, 'colon', 'paren', 'sexafter'))}")
    L.append(f"Address: {c.addr()}")
    L.append(f"Key safe code held by office; {ch(r, 'access via side gate', 'ring bell twice', 'dog in back yard')}.")
    L += hdr_ids(r, c)
    L.append(f"Visit no.: {c.ACCT()}   Date: {c.D(0, ch(r, 'num', 'long', 'wd_long'))}   Time in {N.clock(r, 8, 12)} / out {N.clock(r, 13, 17)}")
    if r.random() < 0.6:
        L.append(f"EVV check-in verified by {ch(r, 'voiceprint', 'fingerprint', 'face match')} ID {c.BIO()} from device {c.IP()}")
    L.append(f"Clinician: {c.S('nurse', 'post')}   Car reg {c.VEH()}" if r.random() < 0.4 else f"Clinician: {c.S('nurse', 'post')}")
    L.append(f"Referring physician: {c.S('doc', 'dr')} {c.LICL()}")
    L.append("")
    L.append("SUBJECTIVE")
    L.append(f"{c.ref()} reports {ch(r, 'poor sleep', 'more breathless on exertion', 'pain in left leg', 'feeling well')} {N.rel_time(r)}. "
             f"{c.R()} present for the visit. {c.his().capitalize()} {c.rel(0)[0]} works as a {c.PROF(r.choice(P.PROF_REL))} and helps in the evenings.")
    L.append("OBJECTIVE")
    L.append(f"{N.vitals(r, c.c)}. {N.labs(r, c.c) if r.random() < 0.3 else N.score(r)}.")
    L.append(f"Wound: {ch(r, 'venous leg ulcer L gaiter 3 x 2 cm', 'sacral PI stage 2, 1.5 cm', 'post-op wound R hip clean')}. Dressing: {ch(r, 'Inadine + K-Lite', 'Mepilex Border', 'silver alginate')}. {N.eponym(r)} noted in history.")
    L.append("MEDICATIONS REVIEWED")
    L.append(med_list(r, c, r.randint(3, 6)))
    L.append(f"Pharmacy: {T('HOSPITAL', c.pharm)} {c.PH()}")
    L.append("ASSESSMENT / PLAN")
    L.append(f"{c.A('yo_hy')} with {ch(r, 'heart failure', 'COPD', 'dementia', 'diabetes')} remaining at home with support. {narrative_filler(r, c, 1)} "
             f"Next visit {c.D(r.randint(2, 7), ch(r, 'wd', 'wd_short', 'md', 'dm'))}. Safety: pendant alarm {c.DEV()} tested, working.")
    if r.random() < 0.5:
        L.append(f"Telehealth readings uploaded to {c.URL(agency)} (account {c.USER(c.pt)}).")
    if r.random() < 0.5:
        L.append(f"Spoke to neighbour {c.other()} who checks in daily.")
    L.append(sig(r, c, "nurse"))
    return "\n".join(L)


def hospice_admission(r, c):
    hos = c.hospice
    L = [f"{T('HOSPITAL', hos)}", ch(r, "HOSPICE ADMISSION / INITIAL ASSESSMENT", "Specialist Palliative Care Admission", "Hospice Election and Admission"), ""]
    L.append(f"Patient: {c.P(ch(r, 'caps', 'lf', 'full'))}   DOB {c.DOB()}   {c.A(ch(r, 'colon', 'paren'))}")
    L += hdr_ids(r, c)
    if c.c == "US":
        L.append(f"Hospice election date: {c.D(0, 'num')}   Benefit period 1 ({c.D(0, 'md')}-{c.D(89, 'md')})")
        L.append(f"Certifying physician: {c.S('doc', 'post')}  NPI {c.LIC('npi')}")
    else:
        L.append(f"Admission date: {c.D(0)}   Referred by: {c.S('doc', 'dr')} ({T('HOSPITAL', c.practice)})")
        L.append(f"Consultant: {c.S('doc', 'dr')}  {c.LICL()}")
    L.append(f"Setting: {ch(r, 'inpatient unit bed ' + T('LOCATION_OTHER', str(r.randint(1, 16))), 'home', 'care home - ' + c.HOME())}")
    L.append(f"Address: {c.addr()}")
    L.append("")
    L.append(f"Diagnosis: {ch(r, 'metastatic lung cancer', 'end-stage heart failure', 'advanced dementia', 'MND', 'end-stage COPD', 'pancreatic cancer')} {N.code(r, c.c)}")
    L.append(f"Functional: {N.score(r)}, {N.score(r)}. {ch(r, 'Bed-bound', 'Chair-bed existence', 'Mobile with frame, tires easily')}.")
    L.append(f"HPI: {c.ref()}, {c.A(ch(r, 'aged', 'aged_w', 'yo_hy'))}, was admitted to {c.HOSP()} on {c.D(-r.randint(10, 40), 'dm')} and discharged "
             f"{c.D(-r.randint(2, 9), ch(r, 'wd', 'num', 'dm'))} with a plan for comfort care. {N.word_sent(r)}")
    L.append(f"Symptoms: pain {r.randint(2, 9)}/10, breathlessness, {ch(r, 'nausea', 'constipation', 'terminal agitation', 'poor appetite')}.")
    L.append("Medications / anticipatory:")
    L.append(med_list(r, c, r.randint(4, 7)))
    L.append(f"Syringe driver (McKinley T34) serial {c.DEV()} commenced {c.D(0, 'md')} at {N.clock(r)}.")
    L.append("")
    L.append("Psychosocial / spiritual")
    L.append(social_history(r, c))
    L.append(f"Main carer: {c.R(0)}, tel {c.PH()}. {ch(r, 'Coping', 'Exhausted', 'Tearful but coping')}. "
             f"Funeral wishes: {c.ORG(r.choice(P.FUNERAL))}; {ch(r, 'burial', 'cremation')}.")
    L.append(f"Chaplaincy: {c.S('chap', 'pre')} to visit. Faith community: {c.ORG(r.choice(P.CHURCH))}.")
    if c.c == "US":
        L.append(f"Code status: DNR; POLST form #{c.IDN('polst')} signed {c.D(-r.randint(30, 300), 'num')}.")
    elif c.c == "UK":
        L.append(f"DNACPR in place; ReSPECT form {c.IDN('respect')} dated {c.D(-r.randint(30, 300))}.")
    else:
        L.append(f"Advance Care Directive sighted ({c.D(-r.randint(30, 300), 'my')}); Goals of Care form {c.IDN('ref')}.")
    sw = c.person_of('sw')
    L.append(f"Social worker: {c.S('sw', None, sw)}  Email {c.EM(sw)}")
    L.append(f"Out-of-hours: on-call hospice doctor {c.PAGER()}; nurse line {c.PH()}.")
    L.append(sig(r, c, "nurse"))
    return "\n".join(L)


def bereavement_note(r, c):
    rel, p = c.rel(0)
    relnm = lambda st=None: H.name(r, p, "FAMILY", st or ch(r, "first", "first", "full", "title"), c.c)
    died = r.randint(-120, -10)
    L = [f"{T('HOSPITAL', c.hospice)} - {ch(r, 'Bereavement Support Record', 'Bereavement follow-up call', 'Bereavement Risk Assessment')}", ""]
    L.append(f"Deceased: {c.P(ch(r, 'full', 'lf', 'fml'))} ({c.natid_label()} {c.NATID()})   Date of death: {c.D(died, ch(r, 'num', 'long', 'iso'))}   {c.A('colon')}")
    L.append(f"Place of death: {ch(r, 'home', c.HOME(), T('HOSPITAL', c.hospice), c.HOSP())}")
    L.append(f"Bereaved: {relnm('full')} ({rel})   Tel {c.PH()}   Address: {c.other_addr()}")
    L.append(f"Contact by: {c.S('vol', ch(r, 'pre', 'plain'))}" + (f"   Bereavement lead: {c.S('sw')}" if r.random() < 0.6 else ""))
    L.append("")
    L.append(ch(r,
                f"{ch(r, 'Phoned', 'Visited', 'Met with')} {relnm()} on {c.D(died + r.randint(14, 60), ch(r, 'wd_long', 'long', 'num'))}, "
                f"{r.randint(3, 9)} weeks after the death of {c.his()} {ch(r, 'mother', 'father', 'husband', 'wife', 'partner') } {c.P(ch(r, 'first', 'nick', 'title'))}.",
                f"Follow-up call {c.D(died + r.randint(14, 60))}. {relnm()} answered; {ch(r, 'says there is hope on the good days.', 'finding some joy in the garden again.', 'still sets two places at the table.', 'sleeping poorly, appetite low.', 'grateful for the grace shown by staff.')}"))
    L.append(f"{relnm('first')} described {c.P(ch(r, 'first', 'nick'))}'s final days: {ch(r, 'peaceful', 'distressing at times', 'settled once the syringe driver started')}. "
             f"{c.he().capitalize()} died at {T('AGE', c.age)}, {ch(r, 'surrounded by family', 'with the night nurse present', 'in the early hours')}.")
    L.append(f"The funeral was held on {c.D(died + r.randint(6, 14), ch(r, 'wd', 'dm', 'wd_long'))} at {c.ORG(r.choice(P.CHURCH))}; arrangements by {c.ORG(r.choice(P.FUNERAL))}.")
    if r.random() < 0.6:
        L.append(f"Anticipates difficulty at {H.holiday(r, c.c)} and on the anniversary ({T('DATE', H.fdate(r, c.day(died), c.c, 'dm'))}).")
    L.append(f"Risk factors: {ch(r, 'lives alone', 'previous depression', 'sudden decline', 'limited support')}; "
             f"{ch(r, 'son', 'daughter', 'sister', 'friend')} {c.other('first')} in {c.CITY(H.town(r))} {ch(r, 'helps', 'phones weekly', 'visits fortnightly')}. "
             f"Previously worked as a {c.PROF(r.choice(P.PROF_REL))}; returned to work {N.rel_time(r)}.")
    L.append(f"Support offered: {ch(r, 'group', 'one-to-one', 'telephone')} sessions; details at {c.URL(c.hospice)}; "
             f"email {c.EM(None, c.hospice)}.")
    L.append(f"Memorial service invitation sent for {c.D(died + r.randint(60, 200), ch(r, 'wd_long', 'long', 'my'))}.")
    if r.random() < 0.4:
        L.append(f"Letter posted to {T('STREET', H.street(r, c.c))}, {c.CITY()} on {c.D(died + r.randint(20, 70), 'num')}.")
    L.append(sig(r, c, "vol", died + r.randint(14, 60)))
    return "\n".join(L)


def falls_report(r, c):
    inc = c.IDN(ch(r, "datix", "ir"))
    t = N.clock(r)
    where = ch(r, f"bedroom ({c.ROOM()})", f"en-suite, room {c.ROOM()}", f"the {T('LOCATION_OTHER', r.choice(P.AREA))}",
               "corridor outside the nurses' station", "dining room", "garden path")
    L = [ch(r, "INCIDENT REPORT - FALL", "Post-Fall Huddle & Incident Form", "Falls Incident Report"), f"Ref: {inc}", ""]
    L.append(f"Service: {c.HOME()} ({T('HOSPITAL', c.wing)})")
    L.append(f"Person involved: {c.P(ch(r, 'lf', 'full', 'caps'))}  ({c.A(ch(r, 'colon', 'sexafter', 'yrs'))})  {c.natid_label()} {c.NATID()}")
    L.append(f"Date/time of incident: {c.D(0, ch(r, 'num', 'iso', 'wd_long', 'abbr'))} {t}")
    L.append(f"Location: {where}")
    L.append(f"Found by: {c.S('aide', ch(r, 'post', 'pre', 'plain'))}   Witnessed: {ch(r, 'no', 'yes - ' + c.S('nurse', 'plain'))}")
    L.append("")
    L.append(f"Description: {c.ref()} was found {ch(r, 'on the floor beside the bed', 'sitting on the floor', 'lying on left side')} at {t}. "
             f"{c.he().capitalize()} said {ch(r, 'I was going to the toilet', 'I wanted my husband', 'I slipped')}. "
             f"{ch(r, 'Bed sensor mat', 'Chair alarm', 'Infrared sensor')} {c.DEV()} {ch(r, 'did not alarm', 'alarmed', 'was unplugged')}.")
    L.append(f"Injuries: {ch(r, 'none apparent', 'skin tear R elbow', 'haematoma to forehead', 'pain L hip, shortened and externally rotated')}. "
             f"Head injury obs commenced. {obs_line(r, c)} GCS 15.")
    L.append(f"Risk: {N.score(r)}, {N.score(r)}. Meds of note: {N.med(r)}, {N.med(r)}.")
    if r.random() < 0.45:
        L.append(f"Transferred by ambulance (vehicle reg {c.VEH()}) to {c.HOSP()} ED at {N.clock(r)}; X-ray requisition {c.IDN('acc')}.")
    L.append(f"Family informed: {c.R()} by phone {c.PH()} at {N.clock(r)}. GP/on-call {c.S('doc', 'dr')} informed via {c.PAGER()}.")
    L.append(f"Previous falls: {c.D(-r.randint(20, 90), ch(r, 'md', 'dm', 'num'))}, {c.D(-r.randint(91, 200), ch(r, 'my', 'num'))}.")
    L.append(f"Actions: low-low bed, crash mat, hip protectors, review footwear; {c.S('pt', 'pre')} to assess {c.D(1, 'wd')}.")
    rp = c.person_of('nurse')
    L.append(f"Reported by {c.S('nurse', 'post', rp)} ({c.USER(rp)}) {c.D(0, 'num')} {N.clock(r)}")
    if r.random() < 0.5:
        L.append(f"Manager review: {c.S('mgr', 'plain')} {c.D(r.randint(1, 4), 'num')}")
    return "\n".join(L)


def mar(r, c):
    days = r.randint(5, 7)
    start = r.randint(0, 20)
    c.person_of("nurse")
    c.person_of("aide")
    nurses, ini = [], []
    for p in c.staff["nurse"] + c.staff["aide"][:1]:
        if H.initials(p) not in ini:
            nurses.append(p)
            ini.append(H.initials(p))
    L = [f"{c.HOME()} - {ch(r, 'MEDICATION ADMINISTRATION RECORD', 'eMAR print', 'Medication Chart')}",
         f"Resident: {c.P(ch(r, 'caps', 'lf'))}   DOB {c.DOB()}   Room {c.ROOM()}   {c.natid_label()} {c.NATID()}",
         f"Prescriber: {c.S('doc', 'dr')}  {c.LICL()}   Pharmacy: {T('HOSPITAL', c.pharm)} tel {c.PH()}",
         f"Allergies: {ch(r, 'NKDA', 'penicillin', 'morphine (itch)', 'latex')}   Weight {r.randint(40, 90)} kg",
         f"Cycle: {c.D(start, 'num')} to {c.D(start + 27, 'num')}", ""]
    dates = [c.day(start + k) for k in range(days)]
    dstyle = ch(r, "md", "wd_short", "dm")
    head = "Medication / dose / route | Time | " + " | ".join(T("DATE", H.fdate(r, d, c.c, dstyle)) for d in dates)
    L.append(head)
    for _ in range(r.randint(4, 7)):
        m = N.med(r)
        t = N.clock(r)
        cells = []
        for _d in dates:
            x = r.random()
            if x < 0.08:
                cells.append(ch(r, "R", "H", "S", "N/A"))
            else:
                cells.append(T("DOCTOR", r.choice(ini)))
        L.append(f"{m} | {t} | " + " | ".join(cells))
    L.append("Codes: R = refused, H = in hospital, S = sleeping")
    L.append("")
    L.append("Signature list:")
    for p, i in zip(nurses, ini):
        L.append(f"  {T('DOCTOR', i)} = {H.name(r, p, 'DOCTOR', ch(r, 'full', 'init_last', 'fml'), c.c)}"
                 + (f"  login {c.USER(p)}" if r.random() < 0.5 else ""))
    L.append("")
    L.append(f"Controlled drug check {c.D(start + r.randint(0, days - 1), 'num')} {N.clock(r)}: {N.med(r)} count correct. "
             f"Witness {c.S('nurse', 'plain')}; cabinet access by fingerprint ID {c.BIO()}.")
    if r.random() < 0.7:
        L.append(f"eMAR terminal {c.IP()} synced {N.clock(r)}; printed by {c.USER()}.")
    if r.random() < 0.5:
        L.append(f"PRN {N.med(r)} given {c.D(start + 1, dstyle)} {N.clock(r)} for {ch(r, 'pain', 'agitation', 'breathlessness')} - effect {ch(r, 'good', 'partial', 'nil')}.")
    L.append(f"Order no. {c.IDN('order')}  Rx no. {c.IDN('rx')}")
    return "\n".join(L)


GENRES_A = {
    "care_home_admission": care_home_admission,
    "nursing_home_progress": nursing_home_progress,
    "home_health_visit": home_health_visit,
    "hospice_admission": hospice_admission,
    "bereavement_note": bereavement_note,
    "falls_report": falls_report,
    "medication_administration_record": mar,
}
