"""Letter genres: high-risk clinic letter, patient information letter, discharge summary to GP."""
import core as K
import blocks as B
import pools as P

pick, chance = K.pick, K.chance

BUILDINGS = ["Larkfield Building", "Rowan Wing", "Harvest Pavilion", "Clocktower Block", "Beacon Centre", "Atrium East",
             "Meridian Wing", "Orchard House"]


def _letterhead(D, C):
    rng = C.rng
    B.hosp_header(D, C, dept=True, contacts=True)
    if chance(rng, 0.6):
        D(pick(rng, ["Web: ", "", "www: "]), ("URL", K.url(rng)), "\n")


def _gp_block(D, C):
    rng = C.rng
    D("Dr ", ("DOCTOR", C.gp.form(rng, pick(rng, ["full", "init_last"]))), "\n", ("HOSPITAL", C.gp_practice), "\n")
    K.write_addr(D, C.gaddr, style="block")
    D("\n")


def _re_block(D, C):
    rng = C.rng
    D("\nRe: ", ("PATIENT", C.pt.form(rng, pick(rng, ["full", "upper", "mid"]))), pick(rng, ["   DOB: ", ", DOB ", "  d.o.b. "]),
      C.date(C.dob, pick(rng, ["num", "long", "mon"])), "\n    ")
    K.write_addr(D, C.addr)
    D("\n    ", C.nhs_label(), ": ", ("HEALTHPLAN", C.hp), "   ", C.mrn_label(), ": ", ("MRN", C.mrn), "\n")


CONDITIONS = [
    ("BMI {bmi} (booking)", "Her booking BMI was {bmi}. I examined her back today: spinous processes palpable only with ultrasound "
     "assistance. We discussed early epidural in labour, the higher chance of re-siting, and that a working epidural avoids GA for "
     "an urgent {cs}.", "Early epidural in labour; senior anaesthetist to be informed on admission; bariatric bed and long Tuohy needle available."),
    ("Scoliosis corrected with Harrington rods", "She had posterior spinal fusion (Harrington rods T4-L2) as a teenager. Imaging "
     "reviewed: L3/4 and L4/5 appear free of metalwork. Neuraxial block may be technically difficult and spread unpredictable.",
     "Epidural can be attempted below the fusion by a senior; remifentanil PCA as back-up; spinal for CS at L4/5."),
    ("Immune thrombocytopenia", "Platelet count has ranged 68-94 during this pregnancy; she is under Haematology. Neuraxial block is "
     "reasonable if platelets > 75 x10^9/L without a falling trend and no other coagulopathy (consistent with the OAA/BSH 2020 statement).",
     "FBC on admission and every 6 h in labour; if plt < 75 avoid neuraxial, remifentanil PCA; IVIg discussed by Haematology."),
    ("Jehovah's Witness - declines blood", "She confirms she will not accept whole blood, red cells, FFP or platelets. She would "
     "accept cell salvage in continuity, tranexamic acid and recombinant factor VIIa. An Advance Decision has been signed and is on the EPR.",
     "Booking Hb optimised with IV iron; cell salvage for any CS; consultant anaesthetist and obstetrician present for delivery."),
    ("Marfan syndrome", "Aortic root measured 38 mm on echo at Cardiology. Dural ectasia is common in Marfan syndrome and can "
     "affect spinal spread; her lumbar MRI shows moderate ectasia.", "Low-dose epidural early; avoid hypertension at intubation; "
     "elective CS at 38+ weeks if root > 40 mm; Cardiology review at 32 weeks."),
    ("Previous traumatic GA / awareness", "She describes awareness during a GA for an emergency CS. Understandably very anxious about "
     "any repeat. She would like a neuraxial technique and a full explanation in theatre.", "Early epidural; birth reflections "
     "offered; BIS monitoring if GA unavoidable; named consultant on the day where possible."),
    ("Family history of malignant hyperthermia", "Her mother {mother} had a suspected MH reaction during surgery in {mhyear}; "
     "muscle biopsy not done. She has not been tested herself.", "Treat as MH-susceptible: volatile-free anaesthetic, dantrolene "
     "available, neuraxial preferred; referral to MH unit for testing after delivery."),
    ("Mechanical mitral valve on anticoagulation", "Switched from warfarin to therapeutic LMWH at 6 weeks, under Obstetric Medicine "
     "and Cardiology. Neuraxial needs careful timing: 24 h after last therapeutic dose.", "Planned IOL with LMWH stopped 24 h before; "
     "anti-Xa level if uncertain; remifentanil PCA if within window."),
    ("Previous failed epidural", "Her labour epidural in her first pregnancy was unilateral despite two re-sites. She is "
     "otherwise fit and well.", "Early epidural or CSE by an experienced anaesthetist; assess block 30 min after sited; low threshold to re-site."),
    ("Arnold-Chiari malformation type 1", "MRI shows tonsillar descent 7 mm, no syrinx, no raised ICP symptoms. Neurosurgery "
     "have advised no contraindication to labour.", "Neuraxial acceptable with care to avoid dural puncture (no CSE); epidural "
     "preferred; avoid prolonged active pushing - assisted second stage per O&G."),
    ("Placenta accreta spectrum (suspected)", "MRI and ultrasound suggest anterior placenta percreta over the previous scar. "
     "Interventional radiology and Urology involved.", "Planned CS at 35 weeks with CSE converting to GA if hysterectomy; "
     "two large-bore IV, arterial line, cell salvage, Level 1 warmer, 4 units crossmatched."),
    ("Latex allergy", "Anaphylaxis to latex confirmed by Immunology. Latex-free theatre and delivery room to be prepared.",
     "Latex-free alert on EPR and wristband; first on list if elective."),
]


def clinic_letter(D, C):
    rng, c, pt, T = C.rng, C.c, C.pt, C.T
    _letterhead(D, C)
    D(pick(rng, ["High-Risk Obstetric " + T["an"].capitalize() + " Clinic", "Antenatal " + T["an"].capitalize() + " Assessment Clinic",
                 "Obstetric " + T["an"].capitalize() + " Clinic (Maternal Medicine)"]), "\n")
    D(T["senior"].split()[0], ": Dr ", ("DOCTOR", C.cons.full()), "   Secretary: ", ("DOCTOR", C.sec.full()), " ext. ", ("PHONE", K.ext(rng)), "\n")
    D("Our ref: ", ("DOCTOR", C.cons.form(rng, "initials")), "/", ("DOCTOR", C.sec.form(rng, "initials").lower()), "\n")
    dclin = C.d0
    D("Clinic date: ", C.date(dclin, "long"), "   Typed: ", C.date(K.shift(dclin, rng.randint(1, 9)), "num"), "\n\n")
    _gp_block(D, C)
    _re_block(D, C)
    conds = rng.sample(CONDITIONS, rng.randint(1, 2))
    D("\nDiagnosis / issues:\n")
    for i, (title, _, _) in enumerate(conds):
        D(str(i + 1), ". ", title.format(bmi=C.bmi), "\n")
    D(str(len(conds) + 1), ". ", C.gp_str(), ", EDD ", C.date(C.edd, "num"), "\n")
    D("\nDear Dr ", ("DOCTOR", C.gp.last), ",\n\n")
    D("I saw ", pt.title, " ", ("PATIENT", pt.last), " in the clinic today at ", C.gest(), ". She is a ")
    D(("AGE", str(C.age)), "-year-old ")
    if chance(rng, 0.6):
        D(("PROFESSION", C.prof), " ")
    D("who lives in ", ("CITY", C.addr.town), " with her ", C.rel, " ", ("FAMILY", C.partner.first))
    if chance(rng, 0.4):
        D(", who works as a", "n " if C.partner_prof[0] in "aeiou" else " ", ("PROFESSION", C.partner_prof))
    D(". ")
    if C.origin:
        D("She moved from ", ("COUNTRY", C.origin), " in ", C.date(K.shift(C.d0, -rng.randint(400, 4000)), "yr"), ". ")
    D("\n\n")
    for title, para, plan in conds:
        mother = C.mother.full()
        mhyear = str(C.d0.year - rng.randint(5, 30))
        if "{mother}" in para:
            a, rest = para.split("{mother}")
            b, e = rest.split("{mhyear}")
            D(a.format(bmi=C.bmi, cs=T["cs"]), ("FAMILY", mother), b, ("DATE", mhyear), e, "\n\n")
        else:
            D.typo(para.format(bmi=C.bmi, cs=T["cs"]) + "\n\n", 0.2)
    if chance(rng, 0.5):
        D("I have discussed her with Dr ", ("DOCTOR", C.obst.full()), " (", T["obst"], ")")
        if chance(rng, 0.5):
            D(" and with Cardiology at ", ("HOSPITAL", C.hosp2))
        D(". ")
    if chance(rng, 0.5):
        D("Her airway assessment was unremarkable (", B.airway(rng), ").\n\n")
    else:
        D("Airway: ", B.airway(rng), ".\n\n")
    D("PLAN\n")
    for i, (_, _, plan) in enumerate(conds):
        D("- ", plan.replace("consultant anaesthetist", T["senior"].split()[0].lower() + " " + T["anst"]), "\n")
    D("- Alert placed on maternity EPR; ", pick(rng, ["copy of this letter in handheld notes", "plan uploaded to the Badger record",
                                                     "plan visible in the Delivery Suite anaesthetic folder"]), "\n")
    if chance(rng, 0.5):
        D("- Review again in clinic on ", C.date(K.shift(dclin, rng.randint(14, 42)), pick(rng, ["long", "wk"])), "\n")
    D("\nYours sincerely,\n\n\nDr ", ("DOCTOR", C.cons.full()), "\n", T["cons"], "\n",
      K.license_label(c), " ", ("LICENSE", K.license_(rng, c)), "\n")
    if chance(rng, 0.5):
        D(("EMAIL", C.cons.email(rng, pick(rng, ["example.org", "example.net"]))), "\n")
    if chance(rng, 0.4):
        D("At ", pt.title, " ", ("PATIENT", pt.last), "'s request I have copied this letter to her directly.\n")
    D("\ncc: ", ("PATIENT", pt.form(rng, pick(rng, ["full", "init_last"]))))
    if chance(rng, 0.5):
        D(" (by e-mail ", ("EMAIL", C.pt_email), ")")
    D("\n    Dr ", ("DOCTOR", C.obst.last), ", ", T["obst"], "\n    ", ("DOCTOR", C.mw.full()), ", community midwife\n")
    if chance(rng, 0.6):
        D("\nDD/", ("DOCTOR", C.sec.form(rng, "initials").lower()), "  ", C.date(K.shift(dclin, 2), "num"), "\n")


def info_letter(D, C):
    rng, c, pt, T = C.rng, C.c, C.pt, C.T
    _letterhead(D, C)
    D("\n", pt.title + " " if chance(rng, 0.6) else "", ("PATIENT", pt.full()), "\n")
    K.write_addr(D, C.addr, style="block", country=chance(rng, 0.2))
    D("\n\n", C.date(C.d0, pick(rng, ["long", "num"])), "\n")
    D(pick(rng, ["Our ref: ", "Hospital number: "]), ("MRN", C.mrn), "\n\n")
    if chance(rng, 0.6):
        D("Dear ", pt.title, " ", ("PATIENT", pt.last), ",\n\n")
    else:
        D("Dear ", ("PATIENT", pt.first), ",\n\n")
    topic = rng.randrange(3)
    d_app = K.shift(C.d0, rng.randint(5, 30))
    if topic == 0:
        D("Re: Your appointment in the Obstetric ", T["an"].capitalize(), " Clinic\n\n")
        D("Your midwife has asked us to see you to plan pain relief for your ", T["lab"], ". Your appointment is on ",
          C.date(d_app, pick(rng, ["wk", "long"])), " at ", K.clinic_time(rng), " with Dr ", ("DOCTOR", C.cons.last), " in the ",
          pick(rng, ["Antenatal Clinic, Level 2, ", "Women's Outpatients, ground floor, "]), ("LOCATION_OTHER", pick(rng, BUILDINGS)), ".\n")
        D("Appointment reference: ", ("ACCOUNT", C.acct), "\n\n")
        D("At the appointment an " + T["anst"] + " will ask about your health, look at your back and discuss the options for pain relief, "
          "including epidurals, spinals, Entonox (gas and air) and remifentanil. It usually takes about 30 minutes. "
          "Your partner or a friend is welcome to come with you.\n\n")
        D.typo("Please bring your handheld notes, a list of any medicines you take and, if you have had an operation on your back, any letters or scans. "
               "You can read about epidurals and spinals in the OAA leaflet 'Pain relief in labour', available in many languages.\n\n", 0.1)
    elif topic == 1:
        D("Re: Headache after your epidural\n\n")
        D("When you had your epidural on ", C.date(K.shift(C.d0, -rng.randint(2, 8)), pick(rng, ["long", "num"])),
          ", the needle went slightly further than intended (an 'accidental dural puncture'). This happens in about 1 in 100 epidurals. "
          "Some people then get a headache that is worse when sitting or standing.\n\n")
        D("Most headaches settle with rest, fluids, simple pain killers and caffeine. If it does not, we can offer an "
          "'epidural blood patch', which helps most people. You do not need to stop breastfeeding for any of these treatments.\n\n")
        D("If you develop a headache, please ring ", pick(rng, ["Delivery Suite", "the maternity assessment unit", "the obstetric anaesthetist on call"]),
          " on ", ("PHONE", C.hphone), " at any time. Do not wait until your follow-up call on ", C.date(d_app, "wk"), ".\n\n")
    else:
        D("Re: After your epidural blood patch\n\n")
        D("Thank you for letting us look after you on ", C.date(K.shift(C.d0, -1), "long"), ". For the next 48 hours please avoid lifting "
          "anything heavier than your baby, avoid straining, and take regular paracetamol and ibuprofen. Some back ache is normal. "
          "Contact us urgently if you have a fever, worsening back pain, or numbness or weakness in your legs.\n\n")
    if chance(rng, 0.5):
        D("Parking: a free parking permit has been registered for vehicle ", ("VEHICLE", K.vehicle(rng, c)),
          pick(rng, [" for the day of your visit.", " - please park in the multi-storey car park.", "; show this letter at the barrier."]), "\n\n")
    if C.lang or chance(rng, 0.2):
        D("If you would like an interpreter", " (" + C.lang + ")" if C.lang else "", ", please tell us when you call.\n\n")
    D("More information: ", ("URL", K.url(rng)), "\n")
    D("E-mail: ", ("EMAIL", C.dept_email), " (please do not send urgent messages by e-mail)\n")
    D("Telephone: ", ("PHONE", K.phone(rng, c)), pick(rng, ["", " (Mon-Fri 09:00-16:30)"]), "\n\n")
    D("Yours sincerely,\n\n", ("DOCTOR", C.sec.full()), "\n", pick(rng, ["Medical Secretary", "Obstetric " + T["anx"].capitalize() + " Co-ordinator",
                                                                         "Clinic Administrator"]), " on behalf of Dr ", ("DOCTOR", C.cons.full()), "\n")
    if chance(rng, 0.4):
        D("\ncc: ", ("HOSPITAL", C.gp_practice), " (Dr ", ("DOCTOR", C.gp.last), ")\n")


def discharge_summary(D, C):
    rng, c, pt, T = C.rng, C.c, C.pt, C.T
    d_adm = K.shift(C.d0, -rng.randint(1, 3))
    d_del = K.shift(d_adm, rng.randint(0, 1))
    D(pick(rng, ["MATERNITY DISCHARGE SUMMARY - ", "Discharge Summary: ", "INPATIENT DISCHARGE LETTER - "]),
      T["an"].upper(), " SECTION\n", ("HOSPITAL", C.hosp), "\n\n")
    D("Patient: ", ("PATIENT", pt.form(rng, pick(rng, ["upper", "full", "last_first"]))), "\nDOB: ", C.date(C.dob), "  (")
    C.age_phrase(D)
    D(")\nAddress: ")
    K.write_addr(D, C.addr)
    D("\nTel: ", ("PHONE", C.mob), "\n", C.mrn_label(), ": ", ("MRN", C.mrn), "   ", C.nhs_label(), ": ", ("HEALTHPLAN", C.hp), "\n")
    if c == "US":
        D("Insurance: ", ("ORGANIZATION", C.insurer), "  Group #", ("HEALTHPLAN", K.digits(rng, 6)), "\n")
        if chance(rng, 0.6):
            D("SSN: ", ("SSN", C.ssn), "\n")
    elif c in ("CA", "IE") and chance(rng, 0.6):
        D(C.ssn_label(), ": ", ("SSN", C.ssn), "\n")
    D("Episode: ", ("ACCOUNT", C.acct), "\n")
    D(T["gp"].upper(), ": Dr ", ("DOCTOR", C.gp.full()), ", ", ("HOSPITAL", C.gp_practice), "  Fax ", ("FAX", K.phone(rng, c)), "\n")
    D("Next of kin: ", ("FAMILY", C.partner.full()), " (", C.rel, ") ", ("PHONE", K.phone(rng, c, mobile=True)), "\n\n")
    D("Admitted: ", C.date(d_adm), "   Delivered: ", C.date(d_del), "   Discharged: ", C.date(C.d0), "\n")
    mode = rng.randrange(5)
    D("Mode of delivery: ", ["SVD", pick(rng, ["ventouse (Kiwi OmniCup)", "forceps (Neville Barnes)"]), "Cat 2 " + T["cs"],
                             "elective " + T["cs"], "Cat 1 CS under GA"][mode], "\n\n")
    D(T["an"].upper(), " INTERVENTIONS\n")
    opts = [["- Labour epidural (" + C.space + "), effective", "- Remifentanil PCA (epidural contraindicated, plt 61)",
             "- Accidental dural puncture, PDPH, EBP x1"],
            ["- Labour epidural (" + C.space + "), topped up for trial of instrumental in theatre", "- Accidental dural puncture, PDPH, EBP x1",
             "- Perineal repair under epidural top-up"],
            ["- Labour epidural topped up for theatre", "- Arterial line for severe pre-eclampsia, MgSO4 24 h",
             "- Epidural diamorphine 3 mg at end of surgery"],
            ["- Spinal: bupivacaine heavy + diamorphine 300 mcg", "- Arterial line for severe pre-eclampsia, MgSO4 24 h",
             "- Bilateral TAP blocks"],
            ["- GA with RSI, uneventful intubation (CL 1)", "- Bilateral TAP blocks for analgesia",
             "- Arterial line for severe pre-eclampsia, MgSO4 24 h"]][mode]
    for i in sorted(rng.sample(range(3), rng.randint(1, 3))):
        D(opts[i], "\n")
    D("\nComplications / follow-up: ")
    if chance(rng, 0.2):
        D("debrief given by Dr ", ("DOCTOR", C.cons.last), ".")
    else:
        D(pick(rng, ["nil - discharged from " + T["an"] + " follow-up.", "PDPH resolved after EBP; " + T["gp"] + " to review if headache recurs.",
                     "L lateral thigh numbness (meralgia paraesthetica) - expected to resolve; physio leaflet given.",
                     "sore throat after GA; no awareness on structured interview." if mode == 4 else "itch with diamorphine, settled."]))
    D("\n\nDischarge medications\n  Drug              Dose      Freq   Duration\n")
    for dname, dose, fr in rng.sample([("Paracetamol", "1 g", "QDS"), ("Ibuprofen", "400 mg", "TDS"), ("Enoxaparin", "40 mg", "OD"),
                                       ("Lactulose", "10 ml", "BD"), ("Labetalol", "200 mg", "TDS"), ("Ferrous fumarate", "210 mg", "BD"),
                                       ("Dihydrocodeine", "30 mg", "QDS PRN"), ("Nifedipine MR", "20 mg", "BD")], rng.randint(2, 5)):
        D("  %-17s %-9s %-6s %s\n" % (dname, dose, fr, pick(rng, ["5 days", "10 days", "6 weeks", "until BP review", "PRN"])))
    D("\n", B.neg_sentence(rng), "\n\n")
    D("Prepared by: ")
    B.signoff(D, C, C.reg, C.reg.role, date=C.d0)
    if chance(rng, 0.4):
        B.audit_footer(D, C, C.reg)
