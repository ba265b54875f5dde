"""Physiotherapy and occupational therapy notes."""
import datetime as dt

from phi import Doc, Phi, rd, rl
from case import build_case, base_ctx, hhmm
from common import set_occ
from common import setup_common, staff, cred, fam, signature, audit_footer, ALLERGIES, age_sex, pmh_items

PHYSIO = [
    dict(key="acl", age=(16, 45), dx="Post-op R ACL reconstruction (hamstring graft)",
         s="R ACL reconstruction by {Dr} {surg_l} at {hosp2} on {d_surg}. Injured playing for {club} on {d_inj} "
           "(non-contact pivot). Goal: return to sport in 9-12 months.",
         o="Knee ROM 0-115 degrees. Effusion: trace (stroke test 1+). Quads lag 5 degrees. Single-leg squat poor "
           "control. Incision healed.",
         a="Progressing as expected at 8 weeks post-op.",
         p="Closed-chain strengthening, stationary bike, balance work. Begin straight-line jogging at 12 weeks if "
           "criteria met. Next review {d_fu}."),
    dict(key="lbp", age=(22, 66), dx="Non-specific low back pain",
         s="LBP since a long drive on {d_inj}. Works as a {occ}; sitting aggravates. No "
           "leg symptoms, no red flags (cauda equina screen negative). STarT Back: medium risk.",
         o="Reduced lumbar flexion (fingertips to mid-shin), pain on return from flexion. Neuro: normal. SLR 80/80. "
           "PA pressures L4-5 reproduce pain.",
         a="Non-specific LBP with movement-related pain and fear avoidance.",
         p="Education (pain science), graded activity, motor control exercises, walking programme. Ergonomic advice "
           "for work at {employer}. 4-6 sessions."),
    dict(key="rc", age=(35, 66), occ=["painter and decorator", "plasterer", "electrician", "window cleaner", "shelf stacker", "swimming coach"], dx="R rotator cuff related shoulder pain",
         s="R shoulder pain 3 months, worse reaching overhead and lying on R side at night. {occ_cap}; "
           "repetitive overhead work. Seen by {Dr} {gp_l} who referred here; USS at {hosp2} on {d_prev}: "
           "supraspinatus tendinopathy, no full-thickness tear.",
         o="Painful arc 70-120 degrees. Full passive ROM. ER resisted painful, 4/5. Hawkins-Kennedy positive.",
         a="Rotator cuff tendinopathy.",
         p="Progressive loading (isometrics then isotonic ER/abduction), scapular control, activity modification. "
           "Review 2 weeks."),
    dict(key="ankle", age=(14, 45), dx="L lateral ankle sprain, grade II",
         s="Inverted L ankle at netball training with {club} on {d_inj}. Swelling, able to weight bear with limp. "
           "X-ray at {hosp2}: no fracture.",
         o="Swelling lateral ankle. Tender ATFL. Anterior drawer: mild laxity. SEBT reduced by 20% vs R.",
         a="Grade II ATFL sprain, functional instability risk.",
         p="Balance/proprioception, peroneal strengthening, hop progression. Brace for return to court. "
           "Target return to play {d_fu_l}."),
    dict(key="whiplash", age=(18, 65), dx="Whiplash-associated disorder grade II",
         s="Rear-ended at traffic lights on {street2} on {d_inj} while driving ({rego} {plate}). Neck pain and "
           "headache since. Claim no. {claim} with {insurer}.",
         o="Cervical rotation L 50, R 45 degrees. Tender upper trapezius bilaterally. Neuro normal. NDI 32%.",
         a="WAD II, moderate disability.",
         p="Active ROM, deep neck flexor training, graded return to driving. Report to insurer after 6 sessions."),
    dict(key="thr", age=(55, 88), dx="Post L total hip replacement",
         s="L THR (posterior approach) on {d_surg} at {hosp2} under {Dr} {surg_l}. Discharged day 3. Lives with "
           "{f1_rel} {f1_f}, two steps to enter house.",
         o="Walking with 2 crutches, Trendelenburg gait. Hip abduction 3+/5. TUG 16 s.",
         a="Progressing; abductor weakness.",
         p="Hip precautions reviewed. Abductor strengthening, gait re-education, wean to 1 stick. Hydrotherapy at "
           "{hosp2} pool from {d_fu}."),
    dict(key="tennis", age=(30, 60), occ=["carpenter", "plumber", "electrician", "hairdresser", "tiler", "butcher", "mechanic"], dx="R lateral elbow tendinopathy",
         s="R lateral elbow pain 4 months. {occ_cap} - lots of gripping and tool use at {employer}. Pain 6/10 "
           "gripping a kettle.",
         o="Pain-free grip R 18 kg vs L 41 kg. Tender common extensor origin. Resisted wrist extension painful.",
         a="Lateral elbow tendinopathy.",
         p="Isometric then eccentric wrist extensor loading, counterforce brace, workload modification. Letter to "
           "employer re: modified duties."),
    dict(key="pf", age=(30, 65), dx="L plantar heel pain",
         s="First-step heel pain every morning for 3 months. Started after increasing walking for a charity event "
           "in {mon_only}. BMI 31.",
         o="Tender medial calcaneal tubercle. Reduced ankle DF (knee-to-wall 4 cm). Windlass test positive.",
         a="Plantar fasciopathy.",
         p="Calf and plantar fascia stretching, high-load heel raises, taping, footwear advice. Review {d_fu}."),
    dict(key="pfp", age=(16, 40), dx="R patellofemoral pain",
         s="Anterior knee pain when running downhill and on stairs. Training for a half marathon with {club}. "
           "Increased mileage sharply in {mon_only}.",
         o="Pain with single-leg squat, dynamic valgus. Hip abductors 4/5. Patellar tap negative.",
         a="Patellofemoral pain with load-capacity mismatch.",
         p="Load management (reduce mileage 40%), hip and quads strengthening, gait retraining. Running plan "
           "e-mailed to {email}."),
    dict(key="frozen", age=(40, 70), dx="L frozen shoulder (adhesive capsulitis)",
         s="Progressive L shoulder pain and stiffness since {mon_prev}. Type 2 diabetes. Sleep disturbed. "
           "Hydrodilatation at {hosp2} on {d_prev}.",
         o="Passive ER 20 degrees (R 80). Abduction 85. Capsular pattern.",
         a="Frozen shoulder, freezing/frozen phase.",
         p="Post-hydrodilatation mobilisation, stretching within tolerance, pain education. Review weekly x4."),
    dict(key="hamstring", age=(17, 35), dx="R hamstring strain (grade II)",
         s="Felt a 'pop' sprinting in a match for {club} on {d_inj}. Bruising posterior thigh. Club doctor "
           "{Dr} {surg_l} referred.",
         o="Palpable tenderness 12 cm from ischial tuberosity. Active knee extension deficit 25 degrees. "
           "Isometric strength 60% of L.",
         a="Grade II biceps femoris strain.",
         p="Progressive loading, Nordic programme later stage, sprint return protocol. Estimated RTP {d_fu_l}."),
    dict(key="bppv", age=(40, 85), dx="R posterior canal BPPV",
         s="Brief spinning vertigo on rolling over in bed and looking up since {onset_wd}. Fell once at home "
           "({street}). No hearing loss.",
         o="R Dix-Hallpike: upbeat torsional nystagmus, latency 3 s, duration 20 s. L negative.",
         a="R posterior canal BPPV.",
         p="Epley manoeuvre x2 performed today, symptoms settled. Advised sleep propped for 1 night. Review "
           "{d_fu}."),
]

OT = [
    dict(key="home", age=(70, 96), dx="Falls risk - home safety assessment",
         s="Referred by {Dr} {gp_l} after 2 falls in {mon_only}. Lives alone at {street}, {town}; {f1_rel} {f1} "
           "visits daily. Uses a walking frame indoors.",
         o="Bathroom: step-in bath, no rails. Stairs: 13 steps, single rail L. Bed height 42 cm. Loose rugs hallway. "
           "Poor lighting on landing.",
         a="High falls risk; difficulty with bath transfers and stairs.",
         p="Issued: bath board + seat, toilet frame, second stair rail (order {order}), perching stool. Pendant "
           "alarm (unit ID {device}) installed. Rugs removed with {f1_f}'s agreement."),
    dict(key="flexor", age=(18, 60), occ=["bartender", "kitchen porter", "glazier", "waitress", "barista"], dx="L ring finger FDP repair, zone II",
         s="Cut L ring finger on glass at work ({employer}) on {d_inj}. FDP repaired by {Dr} {surg_l} at "
           "{hosp2} on {d_surg}. {occ_cap}, L-hand dominant.",
         o="Dorsal blocking splint fitted (wrist 20 flex, MCPJ 60 flex, IPJs extended). Wound clean. Oedema mild.",
         a="Day 4 post-op, early active motion protocol.",
         p="Controlled active motion programme, hourly exercises. Splint 24/7 for 6 weeks. Off work. Review "
           "twice weekly; next {d_fu}."),
    dict(key="wrist_splint", age=(40, 85), dx="Post distal radius fracture - stiffness",
         s="Distal radius fracture {d_inj}, managed in cast for 6 weeks at {hosp2} fracture clinic. Cast off "
           "{d_prev}. Difficulty opening jars, writing, dressing.",
         o="Wrist ext 30, flex 25, supination 45. Grip 8 kg (R 24 kg). PRWE 62/100.",
         a="Post-immobilisation stiffness and weakness.",
         p="Active/passive ROM, graded grip strengthening, oedema management. Thermoplastic resting splint for "
           "night use. Jar opener and built-up cutlery issued."),
    dict(key="stroke_adl", age=(55, 90), dx="L hemiparesis post R MCA stroke",
         s="Admitted to {hosp2} with R MCA stroke on {d_inj}; now at home. {f1_rel_cap} {f1} is main carer. "
           "Previously independent, drove, volunteered at {church}.",
         o="Dresses upper body with min assist, lower body mod assist. Neglect L side on line bisection. "
           "Kitchen assessment: unsafe with kettle.",
         a="Reduced independence in personal and domestic ADLs; L inattention.",
         p="Dressing practice, visual scanning strategies, one-cup kettle tipper issued. Not to drive - licence "
           "holder must inform licensing authority (licence no. {dl} noted). Carer training for {f1_f}."),
    dict(key="ergo", age=(25, 60), occ=["accountant", "software developer", "data analyst", "call centre agent", "paralegal", "graphic designer", "receptionist"], dx="Work-related upper limb disorder",
         s="Bilateral forearm aching and tingling after long days typing. {occ_cap} at {employer}, 8-10 h/day "
           "at computer. Line manager {sup} requested workstation assessment.",
         o="Chair too low, monitor off-centre, no forearm support. Laptop used without separate keyboard.",
         a="Poor workstation set-up contributing to symptoms.",
         p="Workstation adjusted on site at {site}. Recommended split keyboard, vertical mouse, monitor arm, "
           "scheduled microbreaks. Report sent to HR ({hr_email})."),
    dict(key="driving", age=(60, 90), dx="Fitness to drive assessment",
         s="Referred after mild cognitive impairment diagnosis by {Dr} {surg_l} at {hosp2} memory clinic in "
           "{mon_prev}. Drives a {car} ({rego} {plate}). Licence no. {dl}. {f1_rel_cap} {f1_f} concerned "
           "about near misses.",
         o="Trail Making B 210 s. Useful field of view reduced. On-road assessment: two unsafe lane changes, "
           "missed give-way at {street2}.",
         a="Not currently safe to drive.",
         p="Advised to stop driving; discussed with {pt_f} and {f1_f}. Letter to licensing authority and {gpw}. "
           "Community transport information given."),
    dict(key="pressure", age=(60, 95), dx="Seating and pressure care",
         s="Reduced mobility after prolonged admission at {hosp2}. Grade 2 sacral pressure injury. Lives with "
           "{f1_rel} {f1} who provides care.",
         o="Sits in recliner 10 h/day. Sliding forward. Waterlow score 18.",
         a="High pressure injury risk; unsuitable seating.",
         p="Issued tilt-in-space wheelchair (serial {device}) and pressure-relieving cushion (serial {device2}). "
           "Profiling bed with alternating mattress ordered (order {order}). Carer education on repositioning."),
    dict(key="cog", age=(68, 94), dx="Functional cognitive assessment",
         s="Memory decline over 2 years. Lives with {f1_rel} {f1_f}. Missed medications, left hob on twice in "
           "{mon_only}. {f2_rel_cap} {f2} (lives in {town2}) holds power of attorney.",
         o="ACE-III 71/100. Kitchen task: required prompting for sequencing. Manages phone calls.",
         a="Moderate functional impact of cognitive impairment.",
         p="Medication dispenser with alarm from {pharmacy}, hob isolator, calendar clock. Carer support referral. "
           "Review {d_fu}."),
]


OUTCOME = [
    "Outcome measures: PSFS 3.7/10; NPRS 6/10; patient-rated global change baseline recorded.",
    "Outcome measures: Oswestry 34%; STarT Back medium; 30 s sit-to-stand 9 reps.",
    "Outcome measures: QuickDASH 45.5; grip (dynamometer) recorded below; SPADI 52%.",
    "Outcome measures: LEFS 41/80; single-leg hop 72% LSI; Y-balance asymmetry 6 cm.",
    "Outcome measures: TUG 14 s; Berg 44/56; 10 m walk 0.8 m/s.",
]
REASON = [
    "Presentation consistent with a load-related tissue sensitivity with good prognosis.",
    "Contributing factors include deconditioning, sleep disruption and work demands.",
    "Psychosocial factors (worry about damage, reduced activity) likely contributing; addressed with education.",
    "Expected to improve over 6-12 weeks with graded loading.",
]
TX_TODAY = [
    "Grade III-IV PA mobilisations, soft tissue massage, exercise prescription (3 exercises), 40 min.",
    "Taping, gait re-education, progression of strength programme; dry needling declined.",
    "Exercise session (supervised), education, home programme updated. 30 min.",
    "Manual therapy and graded exposure to feared movements; advice on pacing.",
]
EDU = [
    "hurt does not equal harm; pacing; sleep hygiene; importance of staying active.",
    "load management, expected recovery timeframes, when to seek review.",
    "posture variety at work, micro-breaks, heat for symptom relief.",
    "use of walking aid, stairs technique, precautions post-surgery.",
]


def _setup(r, loc, genre, sc, fac_kind):
    c = build_case(r, loc, genre, *sc["age"])
    X = base_ctx(c)
    setup_common(c, X, fac_kind=fac_kind)
    staff(c, X, "th", "physio" if genre == "physiotherapy" else "ot")
    staff(c, X, "surg", "doctor")
    set_occ(c, X, sc.get("occ"))
    X["d_surg"] = c.D(c.days(r.randint(4, 70)))
    X["d_inj"] = c.D(c.days(r.randint(30, 120)))
    X["claim"] = c.idnum("claim")
    X["device2"] = c.device_serial()
    X["car"] = c.ch(["silver Toyota Corolla", "blue Ford Focus", "white Honda Jazz", "red Mazda 3",
                     "grey Hyundai i30", "black VW Golf"])
    X["site"] = [X["employer"], ", ", Phi(str(r.randint(1, 200)) + " " + c.ch(["Commerce", "Enterprise", "Harbour",
                                                                             "Market"]) + " " + c.ch(["Street",
                                                                                                      "Road", "Way"]),
                                           "STREET")]
    X["hr_email"] = c.email_generic(c.ch(["hr", "people", "hr.admin", "wellbeing"]), X["employer"].v)
    X["th_title"] = "Physiotherapist" if genre == "physiotherapy" else "Occupational Therapist"
    if X.get("occ_cap") is None:
        X["occ_cap"] = "Student"
    return c, X


def make_physio(r, loc):
    sc = r.choice(PHYSIO)
    c, X = _setup(r, loc, "physiotherapy", sc, "physio")
    insurer_report = sc["key"] in ("whiplash", "lbp", "tennis") or loc == "NZ"
    opts = [initial, initial, progress_letter, sessions, hep]
    if insurer_report:
        opts += [claim_report, claim_report]
    fn = c.ch(opts)
    d = Doc()
    fn(c, X, sc, d)
    return c, d, fn.__name__


def make_ot(r, loc):
    sc = r.choice(OT)
    c, X = _setup(r, loc, "occupational_therapy", sc, "ot")
    T = c.fac_town
    brand = c.ch(__import__("pools").THERAPY_BRANDS)
    if sc["key"] in ("flexor", "wrist_splint"):
        name = c.ch([f"{T} Hand Therapy Clinic", f"{T} Hand & Upper Limb Clinic", f"{brand} Hand Therapy"])
    elif sc["key"] == "ergo":
        name = c.ch([f"{brand} Occupational Therapy", f"{brand} Workplace Health"])
    else:
        name = c.ch([f"{T} Community Occupational Therapy Service", f"{T} Community Rehab Team",
                     f"{T} Older Persons' Community Team"])
    X["fac"] = Phi(name, "HOSPITAL")
    X["fac_url"] = c.url(name)
    X["fac_email"] = c.email_generic(c.ch(["referrals", "admin", "ot.admin"]), name)
    fn = c.ch([ot_report, ot_report, initial, progress_letter, sessions])
    d = Doc()
    fn(c, X, sc, d)
    return c, d, fn.__name__


def header(c, X, d, title):
    w = d.w
    w("{fac}\n{fac_addr}\nPh {fac_ph}" + c.ch(["  Fax {fac_fax}", "", "  {fac_email}"]) + "\n\n", X)
    w(title + "\n", X)
    w(c.ch(["Client: {pt}   DOB: {dob}   Age: {age}\n", "Patient: {pt_LFU}  |  DOB {dob}  |  " + age_sex(c, X) + "\n",
            "Name: {pt_lf}    D.O.B.: {dob}\n"]), X)
    w("Address: {addr}\nPhone: {ph_m}\n", X)
    if c.loc == "NZ":
        w("NHI: {mrn}   ACC claim: {claim}\n", X)
    elif c.p(0.6):
        w("Client no: {mrn}   {hp_l}: {hp}\n", X)
    w("Referrer: {Dr} {gp}, {gp_practice}\n", X)
    w("Date: {dv}   Therapist: {th}" + cred(X, "th") + "\n\n", X)


def initial(c, X, sc, d):
    w = d.w
    header(c, X, d, c.ch(["INITIAL ASSESSMENT", "Initial Consultation", "NEW PATIENT ASSESSMENT"]))
    w("Diagnosis/Reason for referral: " + sc["dx"] + "\n\n", X)
    w("S: " + sc["s"] + "\n", X)
    items = pmh_items(c, X) if c.age >= 16 else []
    d.t("PMH: ")
    if items:
        for i, it in enumerate(items):
            d.add(it)
            d.t("; " if i < len(items) - 1 else ".\n")
    else:
        d.t("Nil relevant.\n")
    if c.age >= 18 and X["working"]:
        w("Social: {occ} ({employer}). Lives with {f1_rel}. Hobbies: " + c.ch(["gardening", "running", "golf",
                                                                              "swimming", "dog walking"]) + ".\n",
          X)
    else:
        w("Social: lives with {f1_rel} {f1_f}. " + c.ch(["Independent with ADLs.", "Needs help with shopping.",
                                                        "Drives short distances."]) + "\n", X)
    w("Goals: " + c.ch(["return to full duties at work", "walk to the shops without pain", "return to sport",
                       "sleep through the night", "manage stairs independently"]) + ".\n\n", X)
    w("Red flags: " + c.ch(["screened - nil", "no night pain, weight loss, fevers or neuro symptoms",
                            "negative; no history of cancer, trauma or steroid use"]) + ".\n", X)
    worst = c.r.randint(4, 9)
    w("Pain: " + str(worst) + "/10 at worst, " + str(c.r.randint(0, worst - 2)) + "/10 at best. " +
      c.ch(["Worse in the morning.", "Worse at end of day.", "Aggravated by sustained postures.",
            "Eased by movement and heat."]) + "\n\n", X)
    w("O: " + sc["o"] + "\n", X)
    d.t(c.ch(OUTCOME) + "\n\n")
    w("A: " + sc["a"] + " " + c.ch(REASON) + "\n\n", X)
    w("P: " + sc["p"] + "\n", X)
    d.t("Treatment today: " + c.ch(TX_TODAY) + "\n")
    d.t("Education: " + c.ch(EDU) + "\n")
    w("Consent obtained for assessment and treatment. Home programme given" +
      c.ch([" via app (login {uname_pt})", " (printed)", " - videos at {fac_url}"]) + ".\n\n", X,
      uname_pt=c.username(c.pt))
    for s in signature(c, X, "th", c.ch(["plain", "reg", "esig"])):
        w(s, X)
    if c.p(0.35):
        w(audit_footer(c, X, "th"), X)


def progress_letter(c, X, sc, d):
    w = d.w
    w("{fac}\n{fac_addr_ml}\nTel: {fac_ph}   Email: {fac_email}\n\n", X)
    w("{dvl}\n\n{Dr} {gp_Fl}\n{gp_practice}\n{gp_addr_ml}\n\n", X)
    w("Dear {Dr} {gp_l},\n\n", X)
    w("RE: {pt}, DOB {dob}\n{addr}\n\n", X)
    w("Thank you for referring {r} (your referral {referral} of {d_prev}). I first saw {him} on {d_first} and "
      "have seen {him} for {nsess} sessions to date.\n\n", X, d_first=c.D(c.days(c.r.randint(14, 60))),
      nsess=str(c.r.randint(3, 9)))
    w("Diagnosis: " + sc["dx"] + ".\n\n", X)
    w("Background: " + sc["s"] + "\n\n", X)
    w("Findings: " + sc["o"] + "\n\n", X)
    w("Progress and plan: " + sc["a"] + " " + sc["p"] + "\n", X)
    d.t(c.ch(OUTCOME) + " Re-measured today with clinically meaningful improvement.\n")
    d.t("Treatment provided has included: " + c.ch(TX_TODAY) + "\n\n")
    w(c.ch(["I will continue to see {him} and will write again on discharge.",
            "{He} has now been discharged with a home programme.",
            "I would be grateful if you could consider an orthopaedic opinion if no further improvement."]) + "\n\n",
      X)
    w("Kind regards,\n\n{th}\n{th_title}" + (", " + X["th_cred"] if X["th_cred"] else "") +
      "\n{th_ll} {th_lic}\n", X)
    if c.p(0.4):
        w("cc: {pt} (patient); {Dr} {surg}, {hosp2}\n", X)


def sessions(c, X, sc, d):
    w = d.w
    r = c.r
    header(c, X, d, c.ch(["TREATMENT NOTES", "Progress notes", "Continuation notes"]))
    w("Dx: " + sc["dx"] + "\n\n", X)
    n = r.randint(4, 7)
    offsets = sorted(r.sample(range(0, 56), n), reverse=True)
    entries = [
        "Reports 30% improvement. " + sc["o"].split(". ")[0] + ". Progressed exercises. Tx 30 {mins}.",
        "Sore after last session for 24 h then settled. Reviewed HEP technique. Added balance work.",
        "DNA - phoned {ph_m}, left message. Rebooked.",
        "Attended with {f1_rel} {f1_f}. Good adherence to HEP. Manual therapy + exercise.",
        "Flare-up after " + c.ch(["long shift at work", "weekend gardening", "a long flight", "a match"]) +
        ". Settled with modified loading.",
        "Re-assessed: " + sc["a"] + " Plan: " + sc["p"].split(". ")[0] + ".",
        "Phone review. Cancelled by client ({reason}). Next appt booked.",
        "Initial assessment. " + sc["s"],
        "Good week. Walking further, sleeping better. Added loaded exercise; tolerated well. Discussed goals.",
        "Objective: " + sc["o"] + " Continue current plan.",
    ]
    if X["th_title"] != "Physiotherapist":
        entries = [
            "Reviewed progress with {pt_f}. " + sc["o"].split(". ")[0] + ". Strategies reinforced.",
            "Home visit with {f1_rel} {f1_f} present. Equipment checked and in use.",
            "DNA - phoned {ph_m}, left message. Rebooked.",
            "Telephone review with {f1_f}: coping, no new concerns.",
            "Re-assessed: " + sc["a"] + " Plan: " + sc["p"].split(". ")[0] + ".",
            "Liaised with {Dr} {gp_l} re: progress; letter to follow.",
            "Cancelled by client ({reason}). Next appt booked.",
            "Initial contact. " + sc["s"],
            "Findings: " + sc["o"],
            "Equipment trial completed; client and {f1_rel} confident with use. Written instructions left.",
        ]
    first = [e for e in entries if e.startswith("Initial")]
    rest = [e for e in entries if not e.startswith("Initial")]
    r.shuffle(rest)
    entries = first + rest
    for off, e in zip(offsets, entries[:n]):
        d.add(c.D(c.days(off)), " ")
        w(e + " - {th_INI}\n", X, reason=c.ch(["unwell", "work", "childcare", "transport"]))
    d.t("\n")
    w("Next appt: {d_fu} " + c.ch(["{t1}", "(booked online)", ""]).strip() + "\n", X)
    for s in signature(c, X, "th", c.ch(["plain", "slash"])):
        w(s, X)


def claim_report(c, X, sc, d):
    w = d.w
    insurer = {"NZ": "ACC", "AU": "insurer", "US": "carrier", "CA": "WSIB / insurer", "UK": "insurer",
               "IE": "insurer"}[c.loc]
    w("{fac}\nPROGRESS REPORT TO " + insurer.upper() + "\n\n", X)
    w("Claim number: {claim}\n", X)
    if c.loc != "NZ":
        w("Insurer: {insurer}\n", X)
    w("Claimant: {pt_LF}   DOB: {dob}\nAddress: {addr}\nPhone: {ph_m}\n", X)
    w("Date of injury: {d_inj}   Date of report: {dv}\n", X)
    w("Employer: {employer}   Occupation: {occ_or}\n", X, occ_or=X["occ"] if X["occ"] is not None else "n/a")
    w("Treating provider: {th}" + cred(X, "th") + ", {th_ll} {th_lic}\n\n", X)
    w("Diagnosis: " + sc["dx"] + "\n", X)
    w("History: " + sc["s"] + "\n", X)
    w("Objective findings: " + sc["o"] + "\n", X)
    w("Current status: " + sc["a"] + "\n", X)
    w("Treatment plan: " + sc["p"] + "\n", X)
    w("Work capacity: " + c.ch(["fit for selected duties 4 h/day from {d_next}", "unfit for work until {d_fu}",
                                 "fit for full pre-injury duties"]) + ".\n", X)
    w("Barriers to recovery: " + c.ch(["long commute", "physically demanding role", "sleep disturbance", "nil "
                                                                                                      "identified"]) +
      ". Prognosis: " + c.ch(["good", "fair - expect 6-8 weeks", "guarded"]) + ".\n", X)
    w("Request: approval for a further " + str(c.r.randint(4, 8)) + " sessions and gym-based rehab.\n", X)
    w("Sessions used: {used} of {appr} approved.\n\n", X, used=str(c.r.randint(2, 6)), appr=str(c.r.randint(6, 12)))
    for s in signature(c, X, "th", "reg"):
        w(s, X)
    w("Submitted via provider portal {url} by {uname}\n", X, url=c.url(X["fac"].v, "claims"),
      uname=c.username(X["th_obj"].per))


def hep(c, X, sc, d):
    w = d.w
    w("{fac} - HOME EXERCISE PROGRAMME\n", X)
    w("Prepared for: {pt}   Date: {dv}   By: {th_Fl}\n", X)
    w("Condition: " + sc["dx"] + "\n\n", X)
    region = {"acl": "lower", "ankle": "lower", "thr": "lower", "pf": "lower", "pfp": "lower", "hamstring": "lower",
              "rc": "upper", "tennis": "upper", "frozen": "upper", "lbp": "spine", "whiplash": "spine",
              "bppv": "vestib"}[sc["key"]]
    ex = {"lower": ["Heel raises, 3 x 15, twice daily", "Clamshells with band, 3 x 12 each side",
                    "Single-leg balance 3 x 30 s", "Bridge, 3 x 12", "Sit to stand from chair, 3 x 10",
                    "Calf stretch against wall 3 x 30 s", "Step-ups onto bottom stair, 3 x 10",
                    "Quads isometric hold 5 x 45 s", "Mini squats to 45 degrees, 3 x 12"],
          "upper": ["Isometric external rotation against wall 5 x 45 s", "Wall slides, 2 x 10",
                    "Doorway pec stretch 3 x 30 s", "Wrist extension with 1 kg weight, 3 x 15 (slow lowering)",
                    "Scapular setting 10 x 10 s", "Pendulum swings 1 min", "Band rows, 3 x 12",
                    "Table slides for flexion, 2 x 10"],
          "spine": ["Chin tucks, 10 x 5 s", "Cat-camel, 10 reps", "Knee rolls side to side, 10 each way",
                    "Bridge, 3 x 12", "Bird-dog 3 x 8 each side", "Walking programme: 15 min daily, add 5 min/week",
                    "Neck rotation to comfortable range, 10 each way", "Prone press-ups, 2 x 10"],
          "vestib": ["Brandt-Daroff exercises 5 each side, 3 times daily", "Gaze stabilisation (X1), 1 min x 3",
                     "Standing balance feet together eyes open 3 x 30 s", "Head turns while walking, 2 x 10 m",
                     "Sit to stand with head turns, 2 x 10"]}[region]
    c.r.shuffle(ex)
    how = ["Keep the movement slow and controlled; 2-3 seconds each way.",
           "Should feel effort but pain no more than 3/10 during and settling within 24 h.",
           "Hold onto a bench for balance if needed.", "Breathe normally; do not hold your breath.",
           "Progress by adding a backpack with books when this becomes easy.",
           "Stop if you feel pins and needles or sharp pain."]
    for i, e in enumerate(ex[:c.r.randint(5, 7)], 1):
        d.t(f"{i}. {e}\n   {c.ch(how)}\n")
    w("\nVideos: {fac_url}\nApp login: {uname_pt} (password sent separately to {email})\n", X,
      uname_pt=c.username(c.pt))
    w("Stop and contact us on {fac_ph} if pain increases by more than 2/10 and does not settle overnight.\n", X)
    w("Next appointment: {d_fu}\n\n", X)
    w("Notes: " + sc["s"] + "\n" + sc["a"] + "\n", X)


def ot_report(c, X, sc, d):
    w = d.w
    home = sc["key"] in ("home", "stroke_adl", "pressure", "cog", "driving")
    header(c, X, d, "OCCUPATIONAL THERAPY " + ("HOME VISIT REPORT" if home else "ASSESSMENT REPORT"))
    if home:
        w("Visit location: client's home, {street}, {town}. Present: {pt_f}, {f1_rel} {f1_f}" +
          c.ch(["", ", care coordinator {sup}"]) + ".\n", X)
        w("Access: key safe code held by {f1_rel}. Property: " + c.ch(["two-storey terrace", "bungalow",
                                                                       "ground-floor flat",
                                                                       "single-level weatherboard house"]) + ".\n\n",
          X)
    w("Reason for referral: " + sc["dx"] + "\n\n", X)
    w("Background: " + sc["s"] + "\n\n", X)
    w("Assessment findings: " + sc["o"] + "\n\n", X)
    w("Occupational profile: " + c.ch([
        "Roles include homemaker and grandparent; values independence with personal care.",
        "Previously worked as a {occ}; enjoys gardening and church activities at {church}.",
        "Enjoys reading and cooking; attends a community group weekly.",
        "Main roles: worker, parent, sports coach at {club}."]) + "\n", X)
    w("Risk: " + c.ch(["falls - high", "pressure - moderate", "cognitive/safety - moderate", "low"]) +
      ". Capacity for decisions about care: " + c.ch(["present", "present for this decision", "assessed - present"]) +
      ".\n", X)
    w("Goals (COPM): 1) " + c.ch(["shower independently", "return to work", "prepare a simple meal",
                                   "get in and out of bed safely"]) + " - performance " + str(c.r.randint(2, 5)) +
      "/10, satisfaction " + str(c.r.randint(1, 5)) + "/10. 2) " + c.ch(["dress without help", "go to the shops",
                                                                        "use phone/tablet", "garden for 30 min"]) +
      ".\n\n", X)
    w("Summary: " + sc["a"] + "\n\n", X)
    w("Recommendations / actions:\n", X)
    for part in sc["p"].split(". "):
        if part.strip():
            w("  - " + part.strip().rstrip(".") + ".\n", X)
    w("\nEquipment delivered by " + c.ch(["community equipment service", "loan store"]) + " on {d_fu}. "
      "Contact for queries: {th_f} on {fac_ph}.\n\n", X)
    w("{th}" + cred(X, "th") + "\n{th_title}\n{th_ll}: {th_lic}\n", X)
    if c.p(0.5):
        w(c.ch(["cc: {Dr} {gp}, {gp_practice}\n", "Copy to {f1} ({f1_rel}) at client's request\n"]), X)
