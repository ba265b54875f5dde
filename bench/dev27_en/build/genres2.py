"""Burns, rehab, spinal, orthogeriatric, hand surgery, EGS handover genres."""
import datetime as dt
from core import M
from locales import digits, letters
from common import header, nok, nok_line, social, gp_line, signature
import pools as P


def burns(c):
    r = c.r
    pt = c.person("PATIENT")
    age = r.randint(1, 89)
    dob = c.dob(age)
    he = "He" if pt.sex == "M" else "She"
    t = []
    unit = M("HOSPITAL", r.choice([f"{c.loc.town()} Burns Unit", f"{r.choice(P.SURNAMES)} Burns Centre", f"{r.choice(P.WARD_NAMES)} Burns Ward"]))
    t.append(r.choice(["BURNS UNIT ADMISSION", "Burns Service - Daily Dressing/Review", "Burns referral and admission"]) + f" - {unit}, {c.H()}")
    t.append(header(c, pt, age, dob))
    inj = c.days(-r.randint(0, 12))
    t.append(f"Date of injury: {c.D(inj)} approx {c.time()}   Date of review: {c.D()}")
    mech = r.choice(["scald (kettle)", "flame - petrol on bonfire", "contact - exhaust pipe", "electrical (11 kV)", "chemical - hydrofluoric acid", "flash burn - gas BBQ", "friction (road rash)"])
    where = r.choice([f"at home ({c.address(True)})", f"at work at {c.ORG()}", f"at {M('LOCATION_OTHER', r.choice(P.STREET_A) + ' Campground')}", "in a garden shed", f"at a friend's house in {c.TOWN()}"])
    t.append(f"Mechanism: {mech}, {where}.")
    if age < 16:
        par = c.person("FAMILY", family=pt.family)
        t.append(f"Accompanied by {r.choice(['mother', 'father', 'grandmother', 'aunt'])} {par.full()} ({c.PH()}). Attends {M('ORGANIZATION', c.loc.school())}. Safeguarding screen completed - {r.choice(['no concerns', 'referral made to social work'])}.")
    else:
        t.append("Social: " + social(c, pt, age))
    t.append("")
    tbsa = r.randint(2, 55)
    t.append(f"TBSA: {tbsa}% (Lund & Browder) - {r.choice(['superficial partial', 'mixed depth', 'deep dermal/full thickness'])}")
    t.append("Areas: " + ", ".join(r.sample(["face", "anterior chest", "L hand dorsum", "R forearm circumferential", "both thighs", "back", "perineum", "R foot"], 3)))
    wt = r.randint(12, 120)
    t.append(f"Weight {wt} kg. Parkland: 4 x {wt} x {tbsa} = {4 * wt * tbsa} ml/24 h, half over first 8 h from time of burn.")
    t.append(f"Airway: {r.choice(['no inhalational features', 'singed nasal hair, hoarse - intubated prophylactically', 'soot in sputum, COHb 8%'])}")
    t.append(f"Escharotomy: {r.choice(['not required', 'R arm performed in resus ' + c.time(), 'chest escharotomy at ' + c.time()])}")
    t.append("")
    t.append("Dressings: " + r.choice(["Acticoat + Jelonet, change day 3", "SSD to hands, gloves, elevation", "Biobrane to face", "Mepitel/ABD pads, review 48 h"]))
    t.append(f"Wound photos uploaded to clinical imaging (series {c.ID()}); telehealth review link {M('URL', c.loc.url(c.hosp_name))}")
    if r.random() < 0.5:
        t.append(f"Theatre {c.DW(c.days(r.randint(1, 4)))}: tangential excision + SSG with {c.doc().dr()}; donor site R thigh.")
    if r.random() < 0.4:
        t.append(f"Skin bank: allograft lot/donor ID {M('IDNUM', 'SB-' + digits(r, 6))}; dermal matrix S/N {c.DEV()}")
    t.append("")
    t.append("MDT:")
    for role in r.sample(["Physio", "OT", "Dietitian", "Psychology", "Social work", "Play specialist" if age < 16 else "Pharmacist"], 3):
        t.append(f"  {role} - {c.doc().full()}: {r.choice(['splints made', 'NG feeds 1.5 kcal at 70 ml/h', 'ROM exercises', 'screened for PTSD', 'contacted ' + ('employer' if age > 17 else 'school'), 'pressure garment measure booked'])}")
    t.append("")
    t.append(nok_line(c, pt))
    t.append(f"Follow-up: burns dressing clinic {c.DW(c.days(7))}; ph {c.PH()}; email {M('EMAIL', 'burns.' + r.choice(['clinic', 'unit', 'outpatients']) + '@' + ''.join(ch for ch in c.hosp_name.lower() if ch.isalnum())[:12] + c.loc.tld())}")
    t.append(signature(c))
    return "\n".join(t)


def rehab(c):
    r = c.r
    pt = c.person("PATIENT")
    age = r.randint(17, 84)
    dob = c.dob(age)
    he, his = ("He", "his") if pt.sex == "M" else ("She", "her")
    t = []
    fac = M("HOSPITAL", c.loc.rehab())
    t.append(r.choice(["MAJOR TRAUMA REHABILITATION - ADMISSION", "Rehab MDT Goal-Setting Meeting", "Major Trauma Rehab Progress Note", "Rehabilitation Prescription"]))
    t.append(f"{fac}  |  {c.WARD()}, room {c.ROOM()}")
    t.append(header(c, pt, age, dob))
    inj = c.days(-r.randint(14, 120))
    t.append(f"Date of injury: {c.D(inj)}    Acute admission: {c.Hnew() if r.random() < 0.5 else c.H()} {c.D(inj)} to {c.D(c.days(-r.randint(2, 10)))}")
    t.append(f"Transferred {c.D(c.days(-r.randint(1, 10)))}; {c.loc.account_label()} {c.ACC()}")
    t.append("")
    t.append("Injuries: " + "; ".join(r.sample(["TBI - L frontal contusion, PTA 9 days", "bilateral pulmonary contusions", "R femoral shaft # (IMN)", "L humerus # (ORIF)",
                                                "splenic laceration (conservative)", "L brachial plexus injury", "pelvic ring # (ex-fix removed)", "R BKA", "multiple rib #"], 3)))
    t.append(f"Mechanism: {r.choice(['MVC', 'fall from roof', 'horse riding', 'quad bike', 'workplace crush', 'assault'])}" + (f" at work ({c.ORG()})" if r.random() < 0.4 else "") + ".")
    t.append("")
    t.append("Background/social: " + social(c, pt, age))
    if r.random() < 0.5:
        t.append(f"Insurer/compensation: {c.loc.plan_label()} {c.PLAN()}; case manager {c.person('FAMILY').full()} ({M('ORGANIZATION', r.choice(P.EMPLOYER_A) + ' Case Management')}), {c.PH()}, {M('EMAIL', c.loc.pemail(r.choice(P.GIVEN_F), r.choice(P.SURNAMES)))}")
    t.append("")
    t.append("Function (FIM/FAM):")
    t.append(f"  Admission FIM {r.randint(30, 80)}  current {r.randint(60, 120)};  mobility {r.choice(['hoist', 'FWF x1 assist', '4WW supervision', 'independent with stick', 'wheelchair (self-propelling)'])}")
    t.append(f"  Cognition: MoCA {r.randint(14, 30)}/30; {r.choice(['remains disinhibited', 'improving attention', 'out of PTA on day ' + str(r.randint(5, 30))])}")
    t.append("")
    t.append("Goals (patient's words):")
    goal = r.choice([f"get back to work as a {c.PROF()}", f"walk my daughter {c.person('FAMILY', family=pt.family, sex='F').first()} down the aisle on {M('DATE', c.loc.date(c.days(r.randint(60, 300))))}",
                     f"go home to {c.TOWN()}", f"drive again - vehicle reg {M('VEHICLE', c.loc.plate())} is adapted", f"play for {M('ORGANIZATION', c.loc.town() + ' ' + r.choice(['Rugby Club', 'GAA', 'Football Club', 'Netball Club', 'Bowls Club']))} again"])
    t.append(f"  \"I want to {goal}.\"")
    t.append("")
    t.append("MDT present: " + ", ".join(f"{c.doc().full()} ({role})" for role in r.sample(["Rehab consultant", "Physio", "OT", "SLT", "Neuropsych", "SW", "Nurse", "Vocational"], r.randint(3, 6))))
    t.append("")
    t.append("Plan:")
    t.append(f"- Home visit with OT {c.DW(c.days(r.randint(3, 14)))} to {c.address(True)}")
    t.append(f"- Orthotics: AFO fitting; wheelchair loan serial {c.DEV()}")
    t.append(f"- Vocational rehab: liaise with employer contact {c.person('FAMILY').full()} at {c.ORG()}")
    rel, fp = nok(c, pt)
    t.append(f"- EDD {c.D(c.days(r.randint(7, 42)))}; family training with {rel} {fp.first()}")
    if r.random() < 0.4:
        t.append(f"- Remote physio via {M('URL', c.loc.url(c.loc.rehab()))}; login {M('USERNAME', pt.given.lower()[:4] + pt.family.lower().replace(' ', '').replace(chr(39), '')[:4] + str(r.randint(1, 99)))}")
    t.append("")
    t.append(signature(c, r.choice(["doc", "ahp"])))
    return "\n".join(t)


def spinal(c):
    r = c.r
    pt = c.person("PATIENT")
    age = r.randint(16, 86)
    dob = c.dob(age)
    he, his = ("He", "his") if pt.sex == "M" else ("She", "her")
    t = []
    unit = M("HOSPITAL", r.choice([f"{c.loc.town()} Spinal Injuries Unit", f"{c.loc.town()} Spinal Cord Injury Centre" if not c.us else f"{c.loc.town()} Spinal Cord Injury Center", f"{r.choice(P.SURNAMES)} Spinal Unit"]))
    t.append(r.choice(["SPINAL CORD INJURY UNIT - ADMISSION", "SCI Unit ward round", "Spinal Unit - ISNCSCI review", "SCI outreach review"]) + f"  {unit}")
    t.append(header(c, pt, age, dob))
    inj = c.days(-r.randint(3, 200))
    lvl = r.choice(["C5", "C6", "C4", "T4", "T10", "T12", "L1", "C7"])
    ais = r.choice(["A", "B", "C", "D"])
    t.append(f"Injury: {c.D(inj)} - {r.choice(['diving into shallow water', 'fall from ladder', 'MVC rollover', 'rugby tackle', 'mountain bike crash', 'fall down stairs', 'tree felling'])}" +
             (f" at {M('LOCATION_OTHER', r.choice(P.STREET_A) + ' ' + r.choice(['Beach', 'Reservoir', 'Forest', 'Quarry', 'Weir']))}" if r.random() < 0.5 else "") + ".")
    t.append(f"Neurological level {lvl}, AIS {ais}. ZPP {r.choice(['n/a', 'T1', 'C7', 'L2'])}.")
    t.append(f"Surgery: {r.choice(['posterior instrumented fusion', 'ACDF', 'decompression + fixation'])} at {c.Hnew()} on {c.D(inj + dt.timedelta(days=r.randint(0, 3)))} ({c.doc().dr()}).")
    t.append("")
    t.append("ISNCSCI (motor R/L): " + ", ".join(f"{m} {r.randint(0, 5)}/{r.randint(0, 5)}" for m in ["C5", "C6", "C7", "C8", "T1", "L2", "L3", "L4", "L5", "S1"]))
    t.append(f"Sensation: LT/PP intact to {lvl}; S4-5 {r.choice(['absent', 'present', 'LT only'])}; VAC {r.choice(['absent', 'present'])}; DAP {r.choice(['absent', 'present'])}")
    t.append("")
    t.append("Bladder: " + r.choice(["IDC; plan ISC teaching", f"SPC inserted {c.D(c.days(-r.randint(5, 40)))}", "ISC 5x/day by self", "reflex voiding into sheath"]))
    t.append("Bowel: " + r.choice(["daily am routine, digital stimulation + bisacodyl supp", "alternate day, PR check", "neurogenic bowel - Peristeen trial"]))
    t.append("Skin: " + r.choice(["intact; 2-hourly turns", "grade 2 PI sacrum - tissue viability reviewing", "heel blister L"]) + f"; mattress {r.choice(['Nimbus 4', 'Auto Logic', 'Dyna-Form'])} S/N {c.DEV()}")
    t.append("Autonomic dysreflexia: " + r.choice(["educated, card given", f"episode {c.DW(c.days(-1))} BP 188/102 - blocked catheter, resolved", "not at risk (below T6)"]))
    t.append("Resp: " + r.choice(["VC 1.9 L, assisted cough", "VC 3.2 L", "BiPAP overnight, VC 1.1 L"]))
    t.append("")
    t.append("Equipment: " + r.choice([f"power wheelchair {r.choice(['Quantum', 'Permobil F3', 'Invacare TDX'])} S/N {c.DEV()}", f"manual chair on loan, asset {c.DEV()}"]) +
             (f"; baclofen pump S/N {c.DEV()} (refill {c.D(c.days(r.randint(20, 80)))})" if r.random() < 0.3 else ""))
    t.append("Psychosocial: " + social(c, pt, age))
    if r.random() < 0.5:
        t.append(f"Peer mentor {c.person('FAMILY').full()} ({M('ORGANIZATION', r.choice(['Spinal Injuries Association', c.loc.town() + ' Spinal Trust', 'Wheel Forward ' + c.loc.town()]))}) visited.")
    t.append(nok_line(c, pt))
    t.append("")
    t.append(f"Discharge planning: home modifications at {c.address(True)}; housing officer {c.person('FAMILY').full()} {c.PH()}. Provisional discharge {c.D(c.days(r.randint(20, 120)))}.")
    t.append(gp_line(c))
    t.append(signature(c))
    return "\n".join(t)


def orthogeriatric(c):
    r = c.r
    pt = c.person("PATIENT")
    age = r.randint(66, 103)
    dob = c.dob(age)
    he, his, him = ("he", "his", "him") if pt.sex == "M" else ("she", "her", "her")
    t = []
    t.append(r.choice(["ORTHOGERIATRIC REVIEW", "Orthogeriatrics - post-op review", "Hip fracture: orthogeriatric assessment", "Ortho-geri ward round"]))
    t.append(f"{c.H()}, {c.WARD()} bed {c.BED()}   {c.DW()}")
    t.append(header(c, pt, age, dob))
    t.append("")
    side = r.choice(["L", "R"])
    t.append(f"{pt.formal()} is a {c.AGE(age, pt.sex)} admitted {c.D(c.days(-r.randint(1, 6)))} following a fall at {r.choice(['home', 'the care home', 'the supermarket', 'a bus stop'])}" +
             (f" ({M('HOSPITAL', c.loc.care_home())})" if r.random() < 0.4 else "") + f", sustaining a {side} {r.choice(['intracapsular NOF #', 'intertrochanteric #', 'subtrochanteric #', 'periprosthetic #'])}.")
    t.append(f"Operation: {r.choice(['cemented hemiarthroplasty', 'DHS', 'IM nail', 'THR'])} on {c.D(c.days(-r.randint(0, 3)))} by {c.doc().dr()} (POD {r.randint(0, 4)}). Time to theatre {r.randint(12, 60)} h.")
    t.append("")
    t.append("Premorbid: " + r.choice([f"independent with stick, lives with {his} {r.choice(['husband', 'wife', 'son'])} {c.person('FAMILY', family=pt.family).first()}",
                                         f"mobile with frame, carers QID via {c.ORG()}",
                                         f"lives alone in {c.TOWN()}; daughter {c.person('FAMILY').full()} does shopping",
                                         f"resident at {M('HOSPITAL', c.loc.care_home())}, hoist transfers"]) + ".")
    t.append(f"Previously a {c.PROF()}." if r.random() < 0.5 else f"Worked for {c.ORG()} until {M('DATE', str(r.randint(1985, 2015)))}.")
    t.append("PMH: " + ", ".join(r.sample(["dementia (Alzheimer's)", "AF", "CKD 3", "osteoporosis - no treatment", "HFrEF EF 35%", "Parkinson's disease", "T2DM", "previous # wrist " + M("DATE", str(r.randint(2005, 2020))), "macular degeneration", "PMR on prednisolone"], 4)))
    t.append("")
    t.append(f"4AT: {r.randint(0, 9)}  AMTS: {r.randint(2, 10)}/10  Clinical Frailty Scale: {r.randint(3, 8)}")
    t.append(f"Delirium: {r.choice(['present - hypoactive', 'none', 'improving; sleep chart started'])}")
    t.append(f"Bloods: Hb {r.randint(72, 130)} (pre-op {r.randint(95, 140)}), Na {r.randint(125, 146)}, eGFR {r.randint(18, 90)}, Ca {r.randint(200, 260) / 100}, vit D {r.randint(12, 90)}")
    t.append("")
    t.append("Issues/plan:")
    for p in r.sample(["Anaemia - IV iron, transfuse if Hb < 80", "Hyponatraemia - stop indapamide, fluid restrict 1.2 L",
                       "Bone health: zoledronic acid after day 5 if eGFR > 35, calcium/vit D", "Falls: lying/standing BP, review psychotropics",
                       "Constipation - laxatives", "Pressure areas - heels offloaded", "Pain: paracetamol, oxycodone 2.5 mg PRN; FICB in situ",
                       "Anticoagulation: restart apixaban day 2", "Weight-bearing as tolerated; physio to sit out"], 4):
        t.append(f"  - {p}")
    t.append("")
    t.append(f"Collateral history from {r.choice(['daughter', 'son', 'niece', 'husband', 'wife'])} {c.person('FAMILY').full()} (tel {c.PH()}): " +
             r.choice(["memory worse over last year", "no prior confusion", "several falls since " + M("DATE", r.choice(["Christmas", "Easter", "New Year"])), "struggling at home since husband died"]) + ".")
    if r.random() < 0.5:
        t.append(f"LPA for health and welfare held by {c.person('FAMILY').full()}; registration ref {c.ID()}." if c.code in ("UK", "IE") else f"Health care proxy / POA: {c.person('FAMILY').full()}, {c.PH()}.")
    if r.random() < 0.4:
        t.append(f"Pendant alarm provider: {c.ORG()}, customer no. {c.ACC()}.")
    t.append(gp_line(c))
    t.append(f"Resus: {r.choice(['DNACPR - discussed with family', 'for CPR', 'TEP completed', 'ReSPECT form completed'])}. EDD {c.D(c.days(r.randint(3, 20)))}.")
    t.append(signature(c))
    return "\n".join(t)


def hand(c):
    r = c.r
    pt = c.person("PATIENT")
    age = r.randint(3, 88)
    dob = c.dob(age)
    he, his = ("He", "his") if pt.sex == "M" else ("She", "her")
    t = []
    t.append(r.choice(["HAND SURGERY CLINIC", "Hand Trauma Unit - new patient", "Plastic Surgery Hand Service - operation note", "Hand therapy review"]) + f" - {c.H()}")
    t.append(header(c, pt, age, dob))
    t.append(f"Date: {c.D()}    Referred by: {c.doc().dr()}, {M('HOSPITAL', c.loc.gp()) if r.random() < 0.5 else 'ED'}")
    t.append("")
    hd = r.choice(["right", "left"])
    inj = c.days(-r.randint(0, 14))
    t.append(f"{hd.capitalize()}-hand dominant {c.PROF()}" + (f" at {c.ORG()}" if r.random() < 0.5 else "") + ".")
    mech = r.choice(["table saw injury", "glass laceration (broken bottle)", "angle grinder", "crush in machinery", "dog bite", "punch injury", "fall onto outstretched hand", "knife slipped while carving"])
    t.append(f"Injury {c.D(inj)}: {mech}" + (f" at work ({c.ORG()}); incident report {c.ID()}" if r.random() < 0.4 else "") + ".")
    t.append(f"Exam: {r.choice(['zone II laceration ring finger, no active FDP/FDS', 'ulnar digital nerve deficit index', 'rotational deformity little finger', 'fight bite over MCPJ middle', 'amputation tip thumb, bone exposed', 'scaphoid tenderness, normal XR'])}; capillary refill {r.choice(['<2 s', 'sluggish'])}.")
    t.append(f"XR ({c.D(inj)}, acc. {c.ID()}): {r.choice(['no fracture', '5th MC neck # 40 degrees angulation', 'tuft # distal phalanx', 'undisplaced scaphoid waist #'])}.")
    t.append("")
    if r.random() < 0.6:
        t.append("Operation note:")
        t.append(f"Surgeon {c.doc().dr()}; assistant {c.doc().full()}; {'anesthesia' if c.us else 'anaesthesia'}: {r.choice(['WALANT', 'GA', 'axillary block', 'Bier block'])}")
        t.append(f"Procedure: {r.choice(['FDP repair 4-strand + epitendinous', 'digital nerve repair 9/0', 'ORIF with 1.5 mm plate', 'washout + debridement', 'terminalisation'])}")
        t.append(f"Implant: {r.choice(['Medartis', 'Stryker', 'Synthes'])} plate - S/N {c.DEV()}" if r.random() < 0.5 else "Implant: none")
        t.append(f"Tourniquet {r.randint(20, 95)} min at 250 mmHg. Specimen to micro: {c.ID()}.")
    t.append("")
    t.append(f"Hand therapy: {c.doc().full()} ({c.cred('ahp')}) - {r.choice(['dorsal blocking splint, early active motion protocol', 'buddy strapping', 'thermoplastic thumb spica', 'scar massage, desensitisation'])}.")
    t.append(f"Fit note/work: off work {r.randint(2, 12)} weeks; employer {c.ORG()} notified with consent." if r.random() < 0.6 else f"Insurance: {c.loc.plan_label()} {c.PLAN()}.")
    t.append(f"Review {c.DW(c.days(r.randint(5, 21)))} hand clinic; contact hand therapy {c.PH()} or {M('EMAIL', 'handtherapy@' + ''.join(ch for ch in c.hosp_name.lower() if ch.isalnum())[:12] + c.loc.tld())}.")
    t.append(f"Photo consent signed; images in clinical photography (ref {c.ID()}).")
    t.append("")
    t.append(f"cc: {gp_line(c)}")
    t.append(f"cc: {pt.formal()}, {c.address(True)}")
    t.append(signature(c))
    return "\n".join(t)


def egs_handover(c):
    r = c.r
    t = []
    t.append(r.choice(["EMERGENCY GENERAL SURGERY HANDOVER", "EGS handover - night to day", "Acute Surgical Unit handover", "General Surgery on-call handover"]) + f"  {c.H()}")
    t.append(f"{c.DW()}   {r.choice(['08:00', '20:00', '21:00', '07:30'])}   From: {c.doc().full()} (bleep {c.PAGER()})   To: {c.doc().full()}" if not c.us else
             f"{c.DW()}   {r.choice(['0700', '1900'])} sign-out   From: {c.doc().full()} (pager {c.PAGER()})   To: {c.doc().full()}")
    t.append(f"Consultant on call: {c.doc().dr()} - mobile {c.PH()}")
    t.append("")
    probs = [("perforated DU", "post lap washout + omental patch; ICU bed"), ("SBO (adhesional)", "NG, Gastrografin challenge - XR at 18:00"),
             ("acute appendicitis", "booked CEPOD, consent done"), ("biliary colic/cholecystitis", "IV abx, for hot lap chole"),
             ("diverticulitis Hinchey 2", "CT-guided drain by IR"), ("incarcerated inguinal hernia", "reduced in ED, for elective"),
             ("pancreatitis (alcohol)", "Glasgow 3, fluids, HDU review"), ("upper GI bleed", "OGD done, clip to DU; Hb 74"),
             ("perianal abscess", "I&D list"), ("ischaemic bowel ?", "CT pending, lactate 5.2"), ("post-op ileus", "conservative")]
    n = r.randint(5, 9)
    for i in range(1, n + 1):
        p = c.person("PATIENT")
        age = r.randint(17, 95)
        pr = r.choice(probs)
        loc = r.choice([f"{c.WARD()} bed {c.BED()}", f"ED cubicle {c.BED()}", f"{c.WARD()} {c.BED()}", f"SAU bay {M('LOCATION_OTHER', str(r.randint(1, 6)))} bed {c.BED()}", "ICU"])
        nm = r.choice([p.last_first(True), p.full(), f"{p.formal()}", f"{p.initials()}"])
        line = f"{i}. {nm} {M('AGE', age)}{p.sex} - {loc} - {c.loc.mrn_label()} {c.MRN()}"
        t.append(line)
        t.append(f"   {pr[0]}; {pr[1]}" + r.choice(["", "", f". Adm {c.DS(c.days(-r.randint(0, 3)))}", f". Family ({c.person('FAMILY').full()}) to be called on {c.PH()}", f". Bloods {c.ID()} to chase", f". Hx from {c.Hnew()}"]) + ".")
        if r.random() < 0.25:
            t.append(f"   Jobs: {r.choice(['consent', 'G&S', 'chase CT report (acc ' , 'review at 22:00'])}".replace("(acc ", f"(acc {c.ID()})"))
    t.append("")
    t.append("Outstanding referrals: " + r.choice([f"ED {c.doc().dr()} re: RIF pain, {M('AGE', r.randint(18, 60))}F", "none", f"transfer request from {c.Hnew()} - {c.person('PATIENT').full()}, ?ischaemic leg (vascular to accept)"]))
    t.append(f"Theatre: CEPOD {M('LOCATION_OTHER', str(r.randint(1, 12)))} available from {c.time()}; anaesthetist {c.doc().dr()}.")
    t.append(f"Handover document saved by {c.doc().user()} on {c.D()} {c.time()}")
    return "\n".join(t)
