"""Genres part B: memory clinic letter, advance care planning, care plan review, family meeting."""
import pools as P
import phi as H
import negs as N
from phi import T
from common import ch, year, sig, nok_block, social_history, pmh, med_list, obs_line, narrative_filler, insurer, hdr_ids


def memory_clinic_letter(r, c):
    clinic = ch(r, f"{c.hosp} Memory Clinic", f"{H.town(r)} Memory Assessment Service", f"{c.hosp} Cognitive Disorders Clinic")
    doc = c.person_of("doc")
    gp = c.person_of("gp")
    L = [T("HOSPITAL", clinic), f"{T('STREET', H.street(r, c.c, False))}, {c.CITY(H.town(r))} {T('ZIP', H.postcode(r, c.c, c.state if c.c == 'AU' else None))}",
         f"Tel {c.PH()}  Fax {c.FAX()}  {c.EM(None, clinic)}", ""]
    L.append(f"Date: {c.D(0, ch(r, 'long', 'num', 'ord'))}")
    L.append(f"{'Dr.' if c.c == 'US' else 'Dr'} {H.name(r, gp, 'DOCTOR', ch(r, 'full', 'init_last'), c.c)}")
    L.append(f"{T('HOSPITAL', c.practice)}")
    L.append(c.other_addr("\n"))
    L.append("")
    L.append(f"Dear Dr {H.name(r, gp, 'DOCTOR', 'last', c.c)},")
    L.append("")
    L.append(f"Re: {c.P(ch(r, 'full', 'fml', 'caps'))}, DOB {c.DOB()}, {c.natid_label()} {c.NATID()}")
    L.append(f"{c.addr()}")
    L.append("")
    L.append(f"Thank you for referring this {c.A(ch(r, 'yo_hy', 'w_hy'))} {ch(r, 'retired', 'former')} {c.PROF()}, whom I saw in clinic on "
             f"{c.D(-r.randint(3, 20), ch(r, 'wd_long', 'long', 'dm'))} with {c.his()} {c.rel(0)[0]}, {c.R(0, ch(r, 'full', 'first'), False)}.")
    L.append(f"{c.R(0, 'first', False)} describes {r.randint(1, 4)} years of {ch(r, 'short-term memory loss', 'word-finding difficulty', 'getting lost while driving', 'repeating questions')}, "
             f"first noticed around {T('DATE', H.fdate(r, c.past(c.base.year - 5), c.c, ch(r, 'year', 'my')))} after {ch(r, 'a hospital admission', 'bereavement', 'moving house')}. "
             f"{c.ref()} lives {ch(r, 'alone', 'with ' + c.his() + ' spouse', 'with family')} in {c.CITY()}.")
    L.append(f"On examination: {N.score(r)}, {N.score(r)}. {ch(r, 'Clock drawing poor.', 'Recall 1/3.', 'Trails B not completed.')} "
             f"{N.vitals(r, c.c)}. Bloods: {N.labs(r, c.c)}.")
    L.append(f"CT head ({c.HOSP()}, accession {c.IDN('acc')}, {c.D(-r.randint(20, 60), ch(r, 'num', 'my'))}): generalised atrophy, small vessel change.")
    L.append(f"Diagnosis: {ch(r, 'Alzheimer disease, mild', 'mixed Alzheimer and vascular dementia', 'dementia with Lewy bodies', 'MCI, amnestic')} {N.code(r, c.c)}.")
    L.append("")
    L.append("Driving")
    L.append(f"{c.ref()} still drives a {ch(r, 'silver hatchback', 'blue sedan', 'white ute', 'red estate car')} (registration {c.VEH()}). "
             f"Licence no. {c.LIC('dl')}. I have advised {c.him()} to stop driving and to inform "
             f"{ch(r, 'the DVLA', 'the licensing authority', 'the DMV', 'the state road authority')}.")
    if r.random() < 0.3:
        L.append(f"The vehicle VIN {c.VEH(True)} is recorded for the family's insurance claim.")
    L.append("")
    L.append("Plan")
    L.append(f"1. Start {N.med(r)}; ECG normal ({c.D(-2, 'md')}).")
    L.append(f"2. Referral to {T('HOSPITAL', c.agency)} for support; {N.public(r, c.c)} assessment.")
    L.append(f"3. Review with {c.S('nurse', 'pre')} (dementia nurse) in {ch(r, '6 weeks', '3 months', '12 weeks')}, around {c.D(r.randint(40, 90), 'my')}.")
    L.append(f"   Contact me via {c.PAGER()} or the clinic line above.")
    L.append(f"4. Lasting power of attorney discussed; {c.R(1, 'full', False)} may act as attorney.")
    L.append("")
    L.append("Yours sincerely,")
    L.append("")
    L.append(f"{H.name(r, doc, 'DOCTOR', ch(r, 'full', 'fml'), c.c)}")
    L.append(f"{ch(r, 'Consultant in Old Age Psychiatry', 'Consultant Geriatrician', 'Geriatrician', 'Staff Specialist, Aged Care')}  {c.LICL(doc=True)}")
    L.append(f"cc: {c.P(ch(r, 'title', 'full'))}; {c.R(0, ch(r, 'full', 'title'), False)}")
    L.append(f"Dictated {c.D(-1, 'num')}, typed {c.D(0, 'num')} - DD/{T('DOCTOR', H.initials(c.person_of('admin')).lower())}")
    return "\n".join(L)


def advance_care_plan(r, c):
    form = {"US": ch(r, "POLST", "MOLST", "Advance Directive for Health Care"),
            "UK": ch(r, "ReSPECT form", "Advance Care Plan", "Advance Statement"),
            "AU": ch(r, "Advance Care Directive", "Advance Care Plan", "Statement of Choices")}[c.c]
    L = [f"{form.upper()}", f"Form no. {c.IDN(ch(r, 'polst', 'respect', 'ref'))}", ""]
    L.append(f"Name: {c.P(ch(r, 'full', 'lf', 'caps', 'fml'))}")
    L.append(f"Date of birth: {c.DOB()}   {c.A('colon')}")
    L.append(f"Address: {c.addr()}")
    L.append(f"{c.natid_label()}: {c.NATID()}" + (f"   {c.HPL()}" if r.random() < 0.5 and c.c != "UK" else ""))
    L.append(f"Usual place of care: {ch(r, c.HOME(), 'home', T('HOSPITAL', c.hospice))}")
    L.append("")
    L.append("1. What matters to me")
    L.append(f"\"I want to stay at {ch(r, 'home', c.HOME(True), 'the home')} with my {ch(r, 'cat', 'photos', 'music', 'garden')}. "
             f"I don't want to go back to {c.HOSP()}.\" {c.ref()} was a {c.PROF()} and values independence. {N.word_sent(r)}")
    L.append("2. Clinical background")
    L.append(pmh(r, c, r.randint(2, 4)))
    L.append(f"{N.score(r)}.")
    L.append("3. Recommendations")
    L.append(f"CPR: {ch(r, 'not for attempted CPR', 'DNR/DNACPR', 'do not attempt resuscitation')}. "
             f"Treatment: {ch(r, 'comfort-focused', 'selective treatment; IV antibiotics acceptable', 'full treatment except ICU')}. "
             f"Artificial nutrition: {ch(r, 'no', 'trial period only')}.")
    L.append("4. Substitute decision-maker / attorney")
    L.append(f"{c.R(0, ch(r, 'full', 'fml', 'lf'), False)} ({c.rel(0)[0]})  Tel {c.PH()}  Email {c.EM(c.rel(0)[1])}")
    if len(c.rels) > 1:
        L.append(f"Alternate: {c.R(1, 'full', False)} ({c.rel(1)[0]})  Tel {c.PH()}")
    L.append(f"Appointed {c.D(-r.randint(100, 900), ch(r, 'long', 'num', 'my'))}; registration {c.IDN(ch(r, 'ref', 'case'))}.")
    L.append("5. Discussed with")
    L.append(f"{c.P('first')}, {c.R(0, 'first', False)}, {c.S('doc', 'dr')} and {c.S('nurse')} on {c.D(0, ch(r, 'wd_long', 'long', 'num'))}.")
    L.append("6. Signatures")
    L.append(f"Clinician: {c.S('doc', 'post')}   {c.LICL(doc=True)}   Date {c.D(0, 'num')}")
    L.append(f"Witness: {c.other('full')}, {c.PROF(r.choice(P.PROF_REL))}, of {T('STREET', H.street(r, c.c))}, {c.CITY(H.town(r))}")
    L.append(f"Patient/representative: {c.P(ch(r, 'initials', 'full'))}   Date {c.D(0, 'num2')}")
    L.append(f"Review by: {c.D(r.randint(180, 365), ch(r, 'my', 'num', 'long'))}  |  Copy to {T('HOSPITAL', c.practice)} (fax {c.FAX()}) and {T('HOSPITAL', c.agency)}")
    if r.random() < 0.5:
        L.append(f"Uploaded to registry {c.URL()} by {c.USER(c.person_of('admin'))} from {c.IP()}.")
    return "\n".join(L)


def care_plan_review(r, c):
    L = [f"{c.HOME()} - {ch(r, 'Care Plan Review', 'Quarterly Care Conference', 'Resident of the Day review', '6-monthly care plan evaluation')}", ""]
    L.append(f"Resident: {c.P(ch(r, 'full', 'lf', 'caps'))} ({c.P('nick') if c.pt.nick else c.P('first')})   Room {c.ROOM()}, {T('HOSPITAL', c.wing)}")
    L.append(f"DOB {c.DOB()} ({c.A(ch(r, 'yrs', 'yo', 'yo_tight'))})   {c.natid_label()} {c.NATID()}   Resident ID {c.RESID()}")
    if c.c == "AU":
        L.append(f"AN-ACC class {r.randint(1, 13)}; assessed via {N.public(r, c.c)}; fee account {c.ACCT()}; {c.HPL(ch(r, 'dva', 'medicare'))}")
    elif c.c == "US":
        L.append(f"Payer: {ch(r, 'Medicaid', 'Medicare Part A day ' + str(r.randint(1, 100)))}; {insurer(r, c)} {c.HPL('member')}; billing acct {c.ACCT()}")
    else:
        L.append(f"Funding: {ch(r, 'self-funded', 'local authority funded', 'NHS Continuing Healthcare')}; invoice account {c.ACCT()}")
    rs = ch(r, 'num', 'md', 'dm', 'abbr')
    L.append(f"Review period: {c.D(-r.randint(85, 95), rs)}{ch(r, ' - ', '-', ' to ', chr(8211))}{c.D(0, rs)}")
    L.append(f"Review date: {c.D(0, ch(r, 'num', 'long', 'wd_long'))}   Last review: {c.D(-r.randint(85, 95), ch(r, 'num', 'md', 'dm'))}")
    L.append(f"Present: {c.S('nurse', 'post')}; {c.S('aide', 'post')}; {c.S('pt', 'pre')}; {c.R(0)}" + (f"; {c.S('doc', 'dr')}" if r.random() < 0.5 else ""))
    L.append("")
    sections = [
        ("Mobility & falls", f"{N.score(r)}. {ch(r, 'One fall since last review', 'No falls', 'Two falls')} ({c.D(-r.randint(5, 80), ch(r, 'md', 'dm'))}). Continue frame; {N.word_sent(r)}"),
        ("Nutrition", f"{N.score(r)}. Weight {r.randint(400, 800) / 10} kg. {ch(r, 'Fortified diet', 'IDDSI level 5 minced and moist', 'Normal diet')}. Likes {ch(r, 'fish and chips', 'porridge', 'tea with two sugars')}."),
        ("Skin", f"{N.score(r)}. {ch(r, 'Intact', 'Heel PI healed', 'Moisture lesion buttocks improving')}. Air mattress serial {c.DEV()}."),
        ("Continence", f"{ch(r, 'Double incontinent, pads changed 4-hourly', 'Continent with prompting', 'Long-term catheter, changed every 12 weeks')}. {N.eponym(r)} not relevant."),
        ("Cognition & mood", f"{N.score(r)}, {N.score(r)}. {c.ref()} {ch(r, 'enjoys the choir', 'misses ' + c.his() + ' dog', 'asks for ' + c.R(None, 'first', False) + ' in the evenings')}."),
        ("Medication", f"Reviewed by {c.S('pharm', 'post')}: stop {N.med(r)}; continue {N.med(r)}."),
        ("Social & spiritual", f"{c.R(None, ch(r, 'first', 'full'), True)} visits {ch(r, 'weekly', 'on weekends', 'daily')}. Attends {c.ORG(r.choice(P.CHURCH + P.CLUB))} services via video link."),
        ("End of life wishes", f"Advance care plan dated {c.D(-r.randint(100, 500), ch(r, 'num', 'my'))} reviewed; no changes. Preferred place of death: {ch(r, 'here', c.HOME(True), 'hospice')}."),
    ]
    for h, b in sections:
        if r.random() < 0.85:
            L.append(f"{h}: {b}")
    L.append("")
    L.append(f"Family feedback: {c.R(0, 'first', False)} {ch(r, 'is happy with care', 'raised concerns about laundry going missing', 'asked for more outings')}; "
             f"to be updated by email ({c.EM(c.rel(0)[1])}).")
    L.append(f"Next review: {c.D(r.randint(85, 95), ch(r, 'num', 'long', 'my'))}.")
    L.append(sig(r, c, "nurse"))
    return "\n".join(L)


def family_meeting(r, c):
    L = [ch(r, "FAMILY MEETING NOTE", "Family Conference - Goals of Care", "Record of meeting with family"),
         f"{ch(r, c.HOME(), c.HOSP(), T('HOSPITAL', c.hospice))}   {c.D(0, ch(r, 'wd_long', 'long', 'num'))} {N.clock(r)}", ""]
    L.append(f"Re: {c.P(ch(r, 'full', 'lf', 'fml'))}, {c.A(ch(r, 'yo', 'yo_hy', 'sexafter'))}, {c.natid_label()} {c.NATID()}")
    att = [c.R(i, ch(r, "full", "first", "title"), True) for i in range(len(c.rels))]
    att += [c.S("doc", "dr"), c.S("nurse", "post"), c.S("sw")]
    if r.random() < 0.4:
        att.append(f"interpreter {c.other('full')} ({ch(r, 'Cantonese', 'Greek', 'Punjabi', 'Italian', 'Polish', 'Arabic')})")
    if r.random() < 0.3:
        att.append(f"{c.R(0, 'first', False)}'s partner {c.other('first')} by phone ({c.PH()})")
    L.append("Present: " + "; ".join(att))
    L.append("")
    L.append("Background")
    L.append(f"{c.ref()} has {ch(r, 'advanced dementia', 'end-stage heart failure', 'metastatic bowel cancer', 'progressive frailty')} and has been "
             f"{ch(r, 'eating less', 'sleeping most of the day', 'more breathless')} since {c.D(-r.randint(10, 40), ch(r, 'dm', 'md', 'wd'))}. "
             f"{N.score(r)}. {N.labs(r, c.c)}.")
    L.append("Discussion")
    d1, d2 = c.rel(0), c.rel(-1)
    L.append(f"{H.name(r, d1[1], 'FAMILY', 'first', c.c)} felt that {c.P('first')} \"would not want to be kept going\". "
             f"{H.name(r, d2[1], 'FAMILY', ch(r, 'first', 'title'), c.c)} ({d2[0]}), who lives in {c.CITY(H.town(r))}, {c.STATE() if c.c != 'UK' else c.COUNTRY(r.choice(P.COUNTRIES))}, "
             f"asked about {ch(r, 'feeding tubes', 'antibiotics', 'transfer to hospital')}. {ch(r, 'The family will take turns to sit with her.' if c.pt.sex == 'F' else 'The family will take turns to sit with him.', 'There was hope that a short course of antibiotics might help.', 'They found it hard to hear but said it was the best plan.', 'A long silence followed; tissues offered.')}")
    L.append(f"{c.S('doc', 'dr')} explained the likely trajectory. {narrative_filler(r, c, 1)} "
             f"Family recalled {c.he()} {ch(r, 'nursed ' + c.his() + ' own mother and', 'had always said', 'always said')} that {c.he()} would prefer to die at home.")
    L.append(f"The family would like {c.P('first')} to be at home for {H.holiday(r, c.c)} if possible; "
             f"{c.his()} birthday is {T('DATE', H.fdate(r, c.dob, c.c, 'dm'))} and {c.he()} will be {T('AGE', c.age + 1)}.")
    L.append("Outcome")
    L.append(f"- Comfort-focused plan; {ch(r, 'DNACPR', 'DNR/DNI', 'no CPR')} confirmed.")
    L.append(f"- Referral to {T('HOSPITAL', c.hospice)} (ref {c.IDN('ref')}).")
    L.append(f"- {c.R(0, 'first', False)} to be the main contact: {c.PH()}; {c.EM(c.rel(0)[1])}.")
    L.append(f"- Next meeting {c.D(r.randint(7, 21), ch(r, 'wd_long', 'wd_short', 'num', 'dm'))} at {N.clock(r, 9, 16)}; video link {c.URL()}.")
    if r.random() < 0.4:
        L.append(f"- Family asked that {c.his()} former employer, {c.ORG(H.employer(r))}, not be contacted.")
    L.append("")
    L.append(sig(r, c, ch(r, "sw", "doc", "nurse")))
    return "\n".join(L)


GENRES_B = {
    "memory_clinic_letter": memory_clinic_letter,
    "advance_care_plan": advance_care_plan,
    "care_plan_review": care_plan_review,
    "family_meeting": family_meeting,
}
