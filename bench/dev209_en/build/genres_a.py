"""Genres: veterans' primary care visit, disability/compensation examination report."""
from core import rng, pick, chance, sample, add_days, rand_date, age_phrase, words
from people import pat, doc, fam
from ctx import Ctx, sig_block, deploy_pieces, hhmm
import places as PL
import ids
import clinical as CL


def _plan_lines(cx, probs):
    out = []
    plans = ["continue current regimen", "titrate dose, recheck in 4 wk", "labs ordered",
             "refer to specialty clinic", "counselled on diet and exercise", "MOVE! program offered",
             "sleep study ordered", "education provided, pt verbalised understanding",
             "home BP log requested", "repeat A1c in 3 months", "podiatry referral",
             "declined referral at this time", "audiology consult placed"]
    for i, p in enumerate(probs, 1):
        out.append("%d. %s - %s" % (i, p, pick(plans)))
    return out


def primary_care(country):
    cx = Ctx(country, amin=24, amax=91)
    n, pt = cx.n, cx.pt
    pcp = cx.clin(pick(["MD", "DO", "NP", "PA-C"]) if country == "US" else "MRCGP",
                  "Dr." if country == "US" else "Dr")
    rn = cx.clin("RN" if country == "US" else "RGN", "")
    site = PL.hosp(country, "primary")
    s0, s1 = cx.service_years()
    dep, dy = PL.pick_deploy(s0.year, s1.year, country)
    wife = cx.rel_person(pick(["wife", "partner", "girlfriend", "daughter", "husband"]))
    if country == "US":
        n.line((site, "HOSPITAL"))
        n.line(pick(["PACT Team ", "Primary Care - Team ", "PC Clinic "]) + pick(["Blue", "Red", "Gold", "3", "Green"]))
        n.line("LOCAL TITLE: " + pick(["PRIMARY CARE FOLLOW-UP", "PC NEW PATIENT VISIT", "PACT ANNUAL WELLNESS"]))
        n.line("STANDARD TITLE: PRIMARY CARE NOTE")
        n.f("DATE OF NOTE: {d} " + hhmm() + "   ENTRY DATE: {d2} " + hhmm() + "\n", d=cx.d(), d2=cx.d())
        n.f("AUTHOR: {a}   EXP COSIGNER: {c}\n", a=doc(pcp, "upper"),
            c=doc(cx.clin("MD", "Dr."), "upper") if chance(0.4) else "")
        n.t("URGENCY:              STATUS: COMPLETED\n\n")
        n.f("PATIENT: {p}    DOB: {dob}    AGE: {a}    SEX: {s}\n", p=pat(pt, "LASTFIRST"), dob=cx.dob(),
            a=cx.age(), s=pt.sex)
        idl = pick(["ICN: ", "MRN: ", "Pt ID: "])
        n.f("{l}{m}", l=idl, m=(ids.icn() if idl == "ICN: " else ids.mrn("US"), "MRN"))
        if chance(0.4):
            n.f("   SSN: {s}", s=(ids.ssn(), "SSN"))
        if chance(0.6):
            n.f("   Visit #: {v}", v=(ids.account(), "ACCOUNT"))
        n.t("\n")
        if chance(0.55):
            n.f("Insurance: {k} {h}", k=pick(["TRICARE For Life, DBN", "Medicare MBI", "Other ins. member ID", "TRICARE Select, ID"]),
                h=(ids.healthplan("US"), "HEALTHPLAN"))
            if chance(0.3):
                n.f("; secondary {h}", h=(ids.healthplan("US"), "HEALTHPLAN"))
            n.t("\n")
        n.t("\n")
    else:
        n.line((site, "HOSPITAL"))
        n.f("{a}\nTel: {t}\n", a=PL.Address("UK").pieces(), t=cx.phone())
        n.line("Consultation - " + pick(["Veteran health review", "GP appointment (face to face)",
                                          "Armed Forces Veteran annual review", "Telephone consultation"]))
        n.f("Patient: {p}   DOB: {dob} ({a}y)   NHS No: {nhs}\n", p=pat(pt, pick(["full", "mid", "LASTFIRST"])),
            dob=cx.dob(), a=cx.age(), nhs=(ids.nhs(), "MRN"))
        n.f("Seen: {d} {t}  by {c}\n", d=cx.d(), t=hhmm(), c=doc(pcp, pick(["titlefull", "fullcred"])))
        if chance(0.4):
            n.f("Encounter ID: {a}\n", a=(ids.account(), "ACCOUNT"))
        if chance(0.25):
            n.f("Private cover (physio): {h}\n", h=(ids.healthplan("UK"), "HEALTHPLAN"))
        n.t("\n")
    cc = pick(["f/u HTN and DM", "knee pain", "med refill, sleep", "annual physical", "new patient to establish care",
               "low back pain flare", "fatigue", "tinnitus worse", "BP check after med change"])
    n.f("CC: {c}\n\n", c=cc)
    n.t("HPI: ")
    n.add(pat(pt, pick(["title", "full", "first", "rank"])))
    if pt.nick and chance(0.35):
        n.add(" (goes by ", (pt.nick, "PATIENT"), ")")
    n.add(" is a ", age_phrase(pt.age, pt.sex), " ")
    n.add(cx.branch + " veteran (served ", cx.year(s0.year), "-", cx.year(s1.year))
    if chance(0.8):
        n.add("; deployed to ", deploy_pieces(cx, dep, False))
    n.t(") seen today for %s. " % cc)
    n.t(pick(["Reports adherence to meds. ", "Admits missing doses of evening meds. ",
              "States home BP readings 130s-150s/80s. ", "Pain limits walking to about 2 blocks. ",
              "Sleeping 4-5 h/night, nightmares persist. "]))
    if chance(0.6):
        n.add("Last seen by ", doc(cx.clin(), "titlelast"), " on ", cx.rel(-rng.randint(60, 300)), ". ")
    n.t("\n")
    if chance(0.7):
        n.add("Works as a ", (pt.prof_civ, "PROFESSION"))
        if chance(0.6):
            n.add(" at ", (PL.employer(country), "ORGANIZATION"))
        n.t(pick([" (full time). ", ", nights. ", "; misses work for appointments. ", ". "]))
    else:
        n.add("Retired ", (pt.prof_civ, "PROFESSION"), ". ")
    n.add("Lives with ", wife.rel, " ", fam(wife), " in ", cx.addr.town(), ".")
    if chance(0.5):
        n.add(" ", wife.rel.capitalize(), " works as a ", (wife.prof, "PROFESSION"), ".")
    n.t("\n\n")
    n.line("PROBLEM LIST:")
    probs = CL.problems()
    for p in probs:
        n.line("  - " + p)
    n.line("\nMEDICATIONS (active outpatient):")
    for m in CL.meds(country):
        n.line("  " + m)
    n.line("ALLERGIES: " + CL.allergy())
    n.line("\nVITALS: ")
    n.line(CL.vitals(country))
    n.line("\nEXAM:")
    for e in CL.exam():
        n.line(e)
    n.f("\nLABS ({d}): ", d=cx.rel(-rng.randint(1, 20)))
    n.line(CL.labs_inline(country))
    if chance(0.4):
        n.f("Accession {a}\n", a=(ids.accession(), "IDNUM"))
    n.line("\nSCREENING: " + "; ".join(CL.screens()))
    n.line("\nASSESSMENT/PLAN:")
    for l in _plan_lines(cx, probs[:rng.randint(2, len(probs))]):
        n.line(l)
    if chance(0.5):
        n.add("Seasonal triggers: pt reports symptoms worse around ",
              (pick(["Fourth of July", "Veterans Day", "Memorial Day", "Thanksgiving", "Christmas", "New Year's Eve"])
               if country == "US" else pick(["Bonfire Night", "Remembrance Sunday", "Christmas", "New Year's Eve", "Armistice Day"]), "DATE"),
              "; ", pick(["anniversary reactions discussed.", "plan reviewed.", "coping plan in place.", "sleep worse that week."]), "\n")
    n.f("\nRTC {w}; next appt {d}.\n", w=pick(["3 months", "6 months", "4 weeks", "2 weeks"]),
        d=cx.rel(rng.randint(14, 180)))
    n.f("Pt contact: {ph}", ph=cx.phone())
    if chance(0.4):
        n.f(" / {e}", e=(ids.email(pt.first, pt.last), "EMAIL"))
    n.t("\n\n")
    if chance(0.4):
        n.add("Pre-visit vitals and screens by ", doc(rn, pick(["fullcred", "initcred"])), ".\n")
    n.add(sig_block(cx, pcp, role=pick(["Primary Care Provider", "PACT PCP", None] if country == "US" else ["GP Partner", "Salaried GP", None])))
    if country == "US" and chance(0.5):
        n.add("Receipt acknowledged by: ", doc(rn, "upper"), "\n")
    if chance(0.3):
        n.add("Entered by user ", (ids.username(pcp.first, pcp.last), "USERNAME"), "\n")
    return cx, "veterans_primary_care"


CONDS = [("Back (Thoracolumbar Spine) Conditions", "lumbosacral strain with degenerative disc disease", "M51.36"),
         ("Hearing Loss and Tinnitus", "bilateral sensorineural hearing loss; tinnitus", "H90.3, H93.13"),
         ("Knee and Lower Leg Conditions", "patellofemoral pain syndrome, bilateral", "M22.2X3"),
         ("Initial PTSD", "posttraumatic stress disorder, chronic", "F43.12"),
         ("Sleep Apnea", "obstructive sleep apnea", "G47.33"),
         ("Shoulder and Arm Conditions", "right rotator cuff tendinopathy", "M75.101"),
         ("Foot Conditions including Flatfoot", "bilateral plantar fasciitis", "M72.2"),
         ("Headaches (including Migraine)", "migraine", "G43.909"),
         ("Respiratory Conditions", "asthma", "J45.40"),
         ("Traumatic Brain Injury", "residuals of mild TBI", "S06.9X0S")]


def cp_exam(country):
    cx = Ctx(country, military=True, amin=23, amax=78)
    n, pt = cx.n, cx.pt
    ex = cx.clin(pick(["MD", "DO", "NP", "PA-C", "PhD", "AuD"]) if country == "US" else pick(["MBChB", "MRCGP", ""]),
                 "Dr." if country == "US" else "Dr")
    s0, s1 = cx.service_years()
    dep, dy = PL.pick_deploy(s0.year, s1.year, country)
    dep_s = rand_date(dy, dy)
    if dep_s >= s1:
        dep_s = add_days(s1, -rng.randint(200, 400))
    dep_e = add_days(dep_s, rng.randint(120, 300))
    if dep_e >= s1:
        dep_e = add_days(s1, -rng.randint(20, 60))
    unitname = PL.unit(country, cx.branch)
    title, dx, icd = pick(CONDS)
    if country == "UK":
        title = dx[0].upper() + dx[1:]
    if country == "US":
        co = pick(PL.US_CONTRACTORS)
        n.line((co, "ORGANIZATION"))
        n.f("{a}\nPhone {p}  Fax {f}\n\n", a=PL.Address("US").pieces(), p=cx.phone(), f=cx.fax())
        n.line("DISABILITY BENEFITS QUESTIONNAIRE (DBQ): " + title.upper())
        n.f("Veteran: {p}    Claim No.: {c}\n", p=pat(pt, pick(["LASTFIRST", "mid"])), c=(ids.claim_no(), "IDNUM"))
        n.f("DOB: {dob}   Exam date: {d}   Request #: {r}\n", dob=cx.dob(), d=cx.d(), r=(ids.order_no(), "IDNUM"))
        if chance(0.5):
            n.f("File number: {s}\n", s=(ids.ssn(), "SSN"))
        n.f("Examiner: {e}   NPI {npi}\n", e=doc(ex, "fullcred"), npi=(ids.npi(), "LICENSE"))
        n.t("Exam type: " + pick(["In person", "ACCESS telehealth", "In person (audiology booth)"]) + "\n")
        if chance(0.5):
            n.f("Encounter no.: {a}\n", a=(ids.account(), "ACCOUNT"))
        n.t("\n")
    else:
        co = pick(PL.UK_CONTRACTORS)
        n.line((co, "ORGANIZATION"))
        n.line(pick(["Armed Forces Compensation Scheme - Medical Assessment Report",
                     "War Pension Scheme - Medical Examination", "AFCS Independent Medical Examination"]))
        n.f("Claimant: {p}   Service No: {s}   Claim ref: {c}\n", p=pat(pt, pick(["full", "LASTFIRST", "rankfull"])),
            s=(ids.service_no("UK"), "IDNUM"), c=(ids.claim_no(), "IDNUM"))
        n.f("Date of birth: {dob}   NI No: {ni}\n", dob=cx.dob(), ni=(ids.ni(), "SSN"))
        n.f("Examined: {d} at {h}, {a}\n", d=cx.d(), h=(pick(["Castlegate Assessment Centre", "Northbridge Medical Chambers", PL.hosp("UK")]), "HOSPITAL"), a=PL.Address("UK").town())
        if chance(0.35):
            n.f("Appointment account: {a}\n", a=(ids.account(), "ACCOUNT"))
        n.f("Examining doctor: {e}  GMC {g}\n\n", e=doc(ex, "titlefull"), g=(ids.gmc(), "LICENSE"))
    n.line("SECTION I - DIAGNOSIS")
    n.f("Claimed condition: {t}. Diagnosis: {dx} (ICD-10 {icd}), diagnosed {y}.\n\n", t=title, dx=dx, icd=icd,
        y=cx.year(rand_date(s0.year, cx.date.year).year))
    n.line("SECTION II - RECORDS REVIEWED")
    n.t(pick(["VBMS eFolder: ", "Service records: ", "Records: "]))
    n.add("STRs incl. entrance exam ", cx.d(s0), " and separation exam ", cx.d(s1), "; ")
    n.add("treatment records from ", (PL.hosp(country, pick(["primary", "acute"])), "HOSPITAL"), " through ", cx.rel(-rng.randint(20, 200)), ".\n\n")
    n.line("SECTION III - MEDICAL HISTORY")
    n.add(pat(pt, pick(["title", "rank", "title"])))
    n.add(" is a ", age_phrase(pt.age, pt.sex), " who served in the ", cx.branch, " from ", cx.d(s0, "my"),
          " to ", cx.d(s1, "my"), " as a ", (pt.prof_mil, "PROFESSION"), " with ", (PL.unit(country, cx.branch), "ORGANIZATION"),
          ". Deployed to ", deploy_pieces(cx, dep), " from ", cx.d(dep_s), " to ", cx.d(dep_e), ".")
    ev = pick(["reports onset of symptoms after a vehicle rollover", "recalls carrying heavy loads (approx 80 lb) on patrols",
               "describes repeated exposure to weapons fire without consistent hearing protection",
               "was treated at sick call for the condition on several occasions",
               "states a mortar attack near the dining facility was the index trauma",
               "was medevaced after a fall from a vehicle"])
    n.t(" The Veteran " if country == "US" else " The claimant ")
    n.t(ev + ". ")
    n.add("STR entry dated ", cx.d(rand_date(s0.year, s1.year)), " (", (PL.base(country, cx.branch), "LOCATION_OTHER"), ") by ",
          doc(cx.clin(), pick(["titlelast", "fullcred"])), " documents ", pick(["acute low back pain", "tinnitus after range day",
                                                                                   "knee effusion", "insomnia and irritability",
                                                                                   "headache after blast"]), ".\n")
    n.add("Post-service: works as a ", (pt.prof_civ, "PROFESSION"), " for ", (PL.employer(country), "ORGANIZATION"),
          pick([" and has lost about 10 days of work in the past year.", "; accommodated with lighter tasks.",
                " since " , "."]))
    if n.parts[-1] == " since ":
        n.add(cx.year(rng.randint(s1.year, cx.date.year)), ".")
    n.t("\n")
    if chance(0.6):
        r = cx.rel_person(pick(["wife", "husband", "partner", "mother", "brother"]))
        n.add("Accompanied by ", r.rel, " ", fam(r, pick(["first", "full"])), ", who ",
              pick(["corroborates the history.", "reports %s wakes shouting at night." % ("he" if pt.sex == "M" else "she"), "drove the Veteran to the exam.",
                    "provided a lay statement dated "]))
        if n.parts[-1].endswith("dated "):
            n.add(cx.rel(-rng.randint(30, 200)), ".")
        n.t("\n")
    n.t("\nSECTION IV - FINDINGS\n")
    if "Hearing" in title:
        n.line("Puretone thresholds (dB HL):")
        n.line(CL.audiogram())
        n.t("Tinnitus: recurrent, bilateral. Functional impact: difficulty hearing in groups and on the phone.\n")
    elif "PTSD" in title:
        n.t("Criterion A met. PCL-5 today: %d. Symptoms: %s; %s.\n" % (CL.pcl5(), pick(CL.PTSD_THEMES), pick(CL.PTSD_THEMES)))
        n.t("Occupational and social impairment with reduced reliability and productivity.\n")
    elif "Sleep" in title:
        n.add("HST ", cx.rel(-rng.randint(60, 600)), ": AHI %d/h, nadir SpO2 %d%%. Uses CPAP (ResMed AirSense 10, SN " % (
            rng.randint(8, 62), rng.randint(74, 89)), (ids.device_sn("cpap"), "DEVICE"), "), compliance %d%% > 4 h.\n" % rng.randint(40, 96))
    else:
        n.line("Initial ROM and repetitive-use testing (degrees):")
        n.line(CL.rom_table())
        n.t("Pain on weight bearing: %s. Flare-ups: %s per month, lasting %d days. DeLuca: additional loss of %d degrees estimated.\n" % (
            pick(["yes", "no"]), words(rng.randint(1, 6)), rng.randint(1, 5), pick([0, 5, 10, 15])))
        for e in CL.exam(2):
            n.line(e)
    n.t("\nSECTION V - MEDICAL OPINION\n")
    op = pick(["at least as likely as not (50 percent or greater probability)", "less likely than not (less than 50 percent probability)"])
    n.t("The claimed condition is %s incurred in or caused by the in-service %s. " % (op, pick(["injury", "event", "exposure", "illness"])))
    n.t(pick(["Rationale: contemporaneous STR documentation, consistent lay evidence and current findings. ",
              "Rationale: no chronicity documented between separation and first treatment; intercurrent occupational injury. ",
              "Rationale: medical literature supports the association; onset temporally related to service. "]))
    n.t("\n\n")
    if chance(0.4):
        n.add("Representative: ", (pick(PL.US_LAW if country == "US" else PL.UK_LAW), "ORGANIZATION"), ", tel ",
              cx.phone(), "\n")
    n.add(sig_block(cx, ex, role=pick(["Examiner", "C&P Examiner", "Medical Adviser", None]), lic=False))
    if chance(0.35):
        n.add("QA reviewed by ", doc(cx.clin(), "plain"), " on ", cx.rel(rng.randint(1, 6)), ". Case ID ",
              (ids.case_no(), "IDNUM"), "\n")
    return cx, "disability_exam"
