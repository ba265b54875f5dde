"""Genres part C (chosen): safeguarding referral, equipment / telecare log, hospital transfer form,
hospice discharge-at-death / verification of death."""
import pools as P
import phi as H
import negs as N
from phi import T
from common import ch, year, sig, nok_block, social_history, pmh, med_list, obs_line, narrative_filler, insurer, hdr_ids


def safeguarding_referral(r, c):
    title = {"US": "ADULT PROTECTIVE SERVICES REPORT - ELDER ABUSE / NEGLECT", "UK": "Adult Safeguarding Concern (Section 42 referral)",
             "AU": "Elder Abuse / Serious Incident Response Scheme (SIRS) Notification"}[c.c]
    alleged = H.person(r, nick_p=0)
    L = [title, f"Referral ref: {c.IDN('sg')}   Internal incident no.: {c.IDN(ch(r, 'datix', 'ir'))}", ""]
    L.append(f"Referrer: {c.S(ch(r, 'nurse', 'mgr', 'sw'), 'post')}, {ch(r, c.HOME(), T('HOSPITAL', c.agency), c.HOSP())}")
    L.append(f"Referrer contact: {c.PH()}  /  {c.EM(c.person_of('mgr'))}")
    L.append(f"Date of referral: {c.D(0, ch(r, 'num', 'long', 'iso'))}   Date of concern: {c.D(-r.randint(0, 10), ch(r, 'num', 'wd_short', 'dm'))}")
    L.append("")
    L.append("Adult at risk")
    L.append(f"Name: {c.P(ch(r, 'full', 'caps', 'lf'))}   DOB: {c.DOB()}   {c.A('colon')}")
    L.append(f"Address: {c.addr()}")
    L += hdr_ids(r, c)
    L.append(f"Capacity: {ch(r, 'lacks capacity for finances', 'has capacity, consents to referral', 'fluctuating capacity')}; {N.score(r)}.")
    L.append("")
    L.append("Person alleged to be responsible")
    L.append(f"Name: {H.name(r, alleged, 'FAMILY', ch(r, 'full', 'lf', 'fml'), c.c)}   Relationship: {ch(r, 'grandson', 'lodger', 'neighbour', 'son', 'private carer', 'nephew')}   "
             f"Approx. age {T('AGE', r.randint(19, 64))}")
    L.append(f"Address: {c.other_addr()}   Occupation: {c.PROF(r.choice(P.PROF_REL))}" + (f" at {c.ORG(H.employer(r))}" if r.random() < 0.5 else ""))
    L.append(f"Vehicle: {ch(r, 'grey van', 'black SUV', 'white hatchback')} reg {c.VEH()}")
    L.append("")
    L.append("Concern")
    L.append(f"Since {c.D(-r.randint(30, 120), ch(r, 'my', 'dm', 'md'))}, {H.name(r, alleged, 'FAMILY', 'first', c.c)} has been collecting {c.ref()}'s pension. "
             f"Bank statements show withdrawals from account {c.ACCT()} of up to {ch(r, '$', '£', '$')}{r.randint(200, 900)} per day. "
             f"{c.ref()} told {c.S('aide', 'plain')} \"{ch(r, 'he takes my card', 'I am frightened of him', 'I gave him the PIN')}\". "
             f"Bruising noted to {ch(r, 'both upper arms', 'left wrist', 'face')} on {c.D(-r.randint(1, 5), ch(r, 'wd', 'md', 'dm'))} (body map completed).")
    L.append(f"{N.word_sent(r)} {N.vitals(r, c.c)}.")
    L.append("")
    L.append("Actions taken")
    L.append(f"- {c.R(0)} informed by phone ({c.PH()}) at {N.clock(r)}.")
    L.append(f"- Police informed; crime reference {c.IDN('case')}; officer {c.other('full')}.")
    L.append(f"- GP {c.S('doc', 'dr')} ({T('HOSPITAL', c.practice)}) notified; {N.public(r, c.c)} notified.")
    L.append(f"- Bank ({c.ORG(ch(r, 'Harbour Mutual Bank', 'Northgate Building Society', 'Copperleaf Credit Union', 'Bluestone Savings'))}) fraud team contacted; account frozen.")
    if r.random() < 0.5:
        L.append(f"- CCTV from the {T('LOCATION_OTHER', r.choice(P.LANDMARK))} cash machine requested.")
    L.append(sig(r, c, ch(r, "mgr", "sw")))
    return "\n".join(L)


def equipment_telecare(r, c):
    sup = r.choice(P.SUPPLIER)
    L = [f"{c.ORG(sup)} - {ch(r, 'Equipment Delivery & Telecare Installation Record', 'DME delivery ticket', 'Assistive technology log')}",
         f"Job no. {c.IDN('order')}   Customer account {c.ACCT()}", ""]
    L.append(f"Client: {c.P(ch(r, 'full', 'title', 'lf', 'caps'))}   DOB {c.DOB()}   {c.A(ch(r, 'colon', 'paren'))}")
    L.append(f"Delivery address: {c.addr()}")
    L.append(f"Contact on site: {c.R(0)} {c.PH()}")
    L.append(f"Referred by: {c.S(ch(r, 'ot', 'nurse', 'pt'), 'post')} ({ch(r, T('HOSPITAL', c.agency), c.HOSP(), T('HOSPITAL', c.practice))})")
    L.append(f"Date: {c.D(0, ch(r, 'wd_long', 'num', 'long'))}   Slot {N.clock(r, 8, 11)}-{N.clock(r, 12, 16)}   Driver: {c.other(ch(r, 'full', 'first', 'init_last'))}   Van reg {c.VEH()}")
    L.append("")
    L.append("Item | Model | Serial / asset")
    items = [("Hospital bed (profiling)", ch(r, "Invacare SB755", "Sidhil Bradshaw", "Hill-Rom 900")),
             ("Alternating air mattress", ch(r, "Nimbus 4", "Quattro Acute", "Apex Pro-Care")),
             ("Oxygen concentrator", ch(r, "EverFlo 5 L", "Inogen One G5", "Devilbiss 525")),
             ("Pendant alarm + base unit", ch(r, "Tunstall Lifeline Vi+", "Chiptech Go", "MyAmie")),
             ("Bed occupancy sensor", ch(r, "Tunstall bed sensor", "Smart Caregiver TL-2100", "Alerta 3")),
             ("GPS watch", ch(r, "Buddi Clip", "Pebbell 4G", "Mindme Locate")),
             ("Hoist", ch(r, "Oxford Mini 140", "Arjo Maxi Move", "Molift Smart 150")),
             ("Commode", ch(r, "Days Wheeled", "Drive Medical 3-in-1", "Kmina"))]
    for it, model in r.sample(items, r.randint(3, 6)):
        L.append(f"{it} | {model} | {c.DEV()}")
    L.append("")
    L.append(f"Hub IP {c.IP()}; monitoring centre {ch(r, 'test call OK', 'test call failed, retried OK')} at {N.clock(r)}. "
             f"Responder 1: {c.R(0, ch(r, 'full', 'first'), False)} ({c.PH()}). Responder 2: {c.other('full')} (neighbour, {T('STREET', H.street(r, c.c, False))}).")
    L.append(f"Remote monitoring portal: {c.URL(sup)}  user {c.USER(c.rel(0)[1])}; clinician login {c.USER(c.person_of('nurse'))}.")
    if r.random() < 0.5:
        L.append(f"Voice enrolment for hands-free check-in stored as voiceprint {c.BIO()}.")
    L.append(f"Safety notes: {ch(r, 'oxygen - no smoking signs fitted', 'rug removed from hallway', 'dog shut in kitchen')}; "
             f"{N.word_sent(r)} Concentrator set at {r.randint(1, 4)} L/min as prescribed by {c.S('doc', 'dr')}.")
    L.append(f"Collection due {c.D(r.randint(30, 120), ch(r, 'num', 'my', 'long'))} or on death/transfer. Installer: {c.other('full')} (ID badge {T('IDNUM', 'INS-' + str(r.randint(1000, 9999)))})")
    L.append(f"Customer signature: {c.P(ch(r, 'initials', 'full', 'first_init'))} / on behalf: {c.R(0, 'init_last', False)}")
    return "\n".join(L)


def hospital_transfer(r, c):
    L = [ch(r, "INTERACT Nursing Home to Hospital Transfer Form", "Hospital Transfer / SBAR Handover", "Transfer of Care Summary - Residential to Acute"), ""]
    L.append(f"From: {c.HOME()}, {c.addr()}   Tel {c.PH()}")
    L.append(f"To: {c.HOSP()} {ch(r, 'ED', 'Emergency Department', 'Acute Medical Unit')}   Date/time: {c.D(0, ch(r, 'num', 'iso', 'wd_short'))} {N.clock(r)}")
    L.append(f"Resident: {c.P(ch(r, 'caps', 'lf', 'full'))}   DOB {c.DOB()}   {c.A(ch(r, 'colon', 'sexafter'))}   Room {c.ROOM()}")
    L += hdr_ids(r, c)
    L.append(f"Language: {ch(r, 'English', 'Greek', 'Cantonese', 'Italian', 'Tagalog', 'Polish')}   Interpreter needed: {ch(r, 'no', 'yes')}")
    L.append("")
    L.append(f"S: {c.ref()} {ch(r, 'has new confusion and fever', 'fell and cannot weight bear', 'is more breathless with chest pain', 'has vomited coffee-ground material')} since {N.clock(r)}.")
    L.append(f"B: {ch(r, 'Long-term resident', 'Respite resident')} since {c.D(-r.randint(60, 900), ch(r, 'my', 'num', 'year'))}. PMH:")
    L.append(pmh(r, c, r.randint(3, 5)))
    L.append(f"A: {N.vitals(r, c.c)}. {N.score(r)}. {N.eponym(r)}.")
    L.append(f"R: Please assess; {ch(r, 'for active treatment', 'for treatment but not for CPR', 'comfort only if possible return')}.")
    L.append("")
    L.append("Current medications (MAR attached):")
    L.append(med_list(r, c, r.randint(3, 7)))
    L.append(f"Last doses: {N.med(r)} at {N.clock(r)}.")
    L.append("")
    L.append(f"Advance care plan: {ch(r, 'attached', 'copy sent', 'not available')}.  Decision-maker: {c.R(0)} {c.PH()}")
    L.append(f"GP: {c.S('doc', 'dr')}, {T('HOSPITAL', c.practice)}, fax {c.FAX()}")
    L.append(f"Accepting: {c.S('doc', 'dr')} ({ch(r, 'medical registrar', 'hospitalist', 'ED consultant')}) {c.PAGER()}")
    L.append(f"Hearing aid / dentures / glasses sent: {ch(r, 'yes', 'dentures only', 'glasses and hearing aid')}; pacemaker serial {c.DEV()} per card.")
    if r.random() < 0.5:
        L.append(f"Previous admission {c.D(-r.randint(30, 300), ch(r, 'md', 'dm', 'my'))} to {T('HOSPITAL', H.ward(r))}, encounter {c.ACCT()}.")
    L.append(f"Insurance: {c.HPL()}" if c.c != "UK" else f"Hospital No: {c.MRN()}")
    crew = [H.person(r, nick_p=0) for _ in range(2)]
    L.append(f"Ambulance requested {N.clock(r)}; paramedics {H.name(r, crew[0], 'DOCTOR', ch(r, 'init_last', 'full', 'first'), c.c)} / "
             f"{H.name(r, crew[1], 'DOCTOR', ch(r, 'init_last', 'full', 'first'), c.c)}; vehicle {c.VEH()}.")
    L.append(sig(r, c, "nurse"))
    return "\n".join(L)


def verification_of_death(r, c):
    died = 0
    L = [ch(r, "VERIFICATION OF EXPECTED DEATH", "Registered Nurse Verification of Death", "Pronouncement of Death Note"),
         f"{ch(r, c.HOME(), T('HOSPITAL', c.hospice), 'Home address: ' + c.addr())}", ""]
    L.append(f"Deceased: {c.P(ch(r, 'full', 'caps', 'lf'))}   DOB {c.DOB()}   Age at death: {T('AGE', c.age)}")
    L += hdr_ids(r, c, extra=r.random() < 0.5)
    h = r.randint(0, 19)
    tod = f"{h:02d}:{r.choice(['05', '20', '35', '50'])}"
    L.append(f"Date of death: {c.D(died, ch(r, 'num', 'long', 'wd_long', 'iso'))}   Time of death: {tod}")
    L.append(f"Verified by: {c.S('nurse', 'post')}  {c.LICL(nurse=True)}")
    L.append(f"Time verified: {h + 1:02d}:{r.choice(['10', '25', '40'])}   Present: {c.R(0)}" + (f", {c.R(1)}" if len(c.rels) > 1 else ""))
    L.append("")
    L.append(f"Findings: no central pulse for 1 minute, no heart sounds for 2 minutes, no respiratory effort for 3 minutes, "
             f"pupils fixed and dilated, no response to painful stimulus. Syringe driver {c.DEV()} stopped and {ch(r, 'removed', 'left in situ for the coroner')}.")
    form = {"US": "POLST on file", "UK": "DNACPR / ReSPECT in place", "AU": "Advance Care Directive on file"}[c.c]
    L.append(f"{c.ref()} died {ch(r, 'peacefully', 'comfortably')} with family present. Expected death; {form}. "
             f"{ch(r, 'Family said prayers; a rose from the garden placed on the pillow.', 'Grace said by the chaplain.', 'Family spent time with ' + c.him() + ' before the last offices.', 'Will be laid out according to family wishes.')}")
    imp = ch(r, "pacemaker", "ICD (deactivated)", "none")
    L.append(f"Implant: {imp}" + (f" - serial {c.DEV()}; funeral director informed for cremation." if imp != "none" else "."))
    L.append(f"Funeral director: {c.ORG(r.choice(P.FUNERAL))}, {c.PH()}. Collected {h + 3:02d}:{r.choice(['00', '15', '30'])} on {c.D(died + r.randint(0, 1), ch(r, 'num', 'wd', 'dm'))}.")
    L.append(f"GP {c.S('doc', 'dr')} to complete MCCD / death certificate; {ch(r, 'not', 'to be')} referred to coroner (case {c.IDN('case')}).")
    L.append(f"Property returned to {c.R(0, 'full', False)}: {ch(r, 'wedding ring', 'watch and glasses', 'rosary and photos')} (signed).")
    L.append(f"Bereavement pack given; {T('HOSPITAL', c.hospice)} bereavement line {c.PH()}.")
    L.append(sig(r, c, "nurse"))
    return "\n".join(L)


GENRES_C = {
    "safeguarding_referral": safeguarding_referral,
    "equipment_telecare_log": equipment_telecare,
    "hospital_transfer_form": hospital_transfer,
    "verification_of_death": verification_of_death,
}
