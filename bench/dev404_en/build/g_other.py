"""Genres: advice line call record, OT hand assessment, pre-biologic screening,
homecare registration."""
import sys

sys.dont_write_bytecode = True

import clinical as K
import ids
from blocks import addr, age_phrase, audit, dt, fam_phrase, id_line, pt_name, pt_ref, signature, staff_name, work_phrase
from note import (AGE, BIO, CTRY, DATE, DEV, DOC, EMAIL, FAM, FAX, HOSP, HPLAN, IDN, LIC, LOCO, ORG, PAT,
                  PHONE, PROF, SSN, URL, USER, VEH, IP, MRN, ACCT)

HOME = {"UK": "UK", "IE": "Ireland", "AU": "Australia", "NZ": "New Zealand", "CA": "Canada", "US": "US"}
ART = {"UK": "the ", "US": "the "}


def advice_call(rng, cs, n):
    h = rng.choice([cs.cns, cs.cns2])
    n.add(rng.choice(["RHEUMATOLOGY ADVICE LINE - CALL RECORD", "Advice line telephone encounter", "Rheum nurse helpline - call log",
                      "TELEPHONE ADVICE RECORD"]), "\n")
    n.add(HOSP(cs.hosp), "\n")
    t0 = "%02d:%02d" % (rng.randint(8, 16), rng.randint(0, 59))
    vm = rng.random() < 0.5
    if vm:
        n.add("Voicemail left: ", DATE(ids.fmt_weekday(rng, ids.add_days(cs.visit, -1), cs.c)), " ", t0, "\n")
    n.add("Call back: ", dt(rng, cs, 0), " %02d:%02d" % (rng.randint(9, 16), rng.randint(0, 59)), "  Duration: %d min\n" % rng.randint(4, 22))
    caller_is_pt = rng.random() < 0.65
    n.add("Caller: ")
    if caller_is_pt:
        n.add("patient\n")
    else:
        n.add(cs.rel, " ", FAM(cs.fam.name(rng, rng.choice(["full", "first"]))), " (verbal consent from pt on file)\n")
    n.add("Callback no: ", PHONE(cs.fam_phone if not caller_is_pt else rng.choice([cs.mobile, cs.phone])), "\n")
    n.add("Patient: ", pt_name(rng, cs, rng.choice(["full", "LF"])), "  ", *id_line(rng, cs, sep="  ", want_plan=False), "\n")
    n.add("ID check: name, DOB and first line of address confirmed")
    if rng.random() < 0.35:
        n.add("; voiceprint match ", BIO(ids.bioid(rng)))
    n.add("\nConsultant: Dr ", DOC(cs.cons.p.name(rng, "last")), "   Rx: ")
    scen = rng.randrange(8)
    dm = K.pick_dmard(rng)
    if scen in (4, 6) and not dm[0].startswith("methotrexate"):
        dm = ("methotrexate", rng.choice(["15 mg", "20 mg", "25 mg"]), "once weekly")
    bio = K.pick_bio(rng) if rng.random() < 0.5 else None
    n.add("%s %s %s" % (dm[0], dm[1], dm[2]), ("; %s (%s)" % (bio[0], bio[1])) if bio else "", "\n")
    n.add("PMH: ", ", ".join(K.comorbid(rng, rng.randint(1, 3))), "\n")
    n.add("Last clinic: ", dt(rng, cs, -rng.randint(20, 150)), " (Dr ", DOC(rng.choice([cs.cons, cs.reg]).p.name(rng, "fi_last")),
          ")   Last bloods: ", dt(rng, cs, -rng.randint(5, 60)), rng.choice([" - satisfactory", " - CRP %d" % rng.randint(3, 60), ""]), "\n\n")
    he, his, him = cs.pt.pron
    n.add("Reason for call / history:\n")
    if rng.random() < 0.35:
        n.add("pt ", PAT(cs.pt.name(rng, "init")), " ")
    if scen == 0:
        if cs.visit.month in (12, 1) and rng.random() < 0.7:
            n.say("worse since ", DATE(rng.choice(["Christmas", "Boxing Day", "New Year's Eve", "Christmas Day"])), " - ")
        n.say("c/o flare x%d/7 - both wrists and R MCPs swollen, EMS %s. no fever. " % (rng.randint(3, 10), rng.choice(["2 hrs", "all morning", "90 min"])),
              "pt says \"", rng.choice(["i can't even lift the kettle", "my hands feel like balloons", "it's the worst it's been since the start"]), "\". ")
        adv = ["booked into flare clinic ", dt(rng, cs, rng.randint(1, 6)), " for IM Depo-Medrone 120 mg. paracetamol/NSAID meanwhile (no contraindication). "]
    elif scen == 1:
        n.say("chest infection, started amoxicillin by ", cs.gpw(), " (Dr ", DOC(cs.gp.p.name(rng, "last")), ") on ",
              dt(rng, cs, -rng.randint(1, 4)), ". due ", bio[0] if bio else "MTX", " dose tomorrow. ")
        adv = ["withhold ", bio[0] if bio else "methotrexate", " until antibiotics finished and feeling well (at least 48 h). to seek urgent review if breathless or febrile. "]
    elif scen == 2:
        dest = rng.choice(("Spain", "Portugal", "India", "Pakistan", "Canada", "Greece", "Thailand", "Poland", "Nigeria", "Fiji"))
        go = ids.add_days(cs.visit, rng.randint(10, 60))
        n.say("travelling to ", CTRY(dest), " ", DATE(cs.d(rng, go)), "-", DATE(cs.d(rng, ids.add_days(go, rng.randint(10, 28)))),
              " for a family wedding. asks re taking injections on the plane and vaccines. ")
        adv = ["travel letter for sharps to be sent to pt's email ", EMAIL(cs.email), ". keep pen in cool bag, not in hold. ",
               "no live vaccines (yellow fever) on biologic; travel clinic advice. "]
    elif scen == 3:
        n.say("query re bloods ", dt(rng, cs, -rng.randint(2, 8)), ": ALT %d. drinks ~%d units/wk. " % (rng.randint(55, 120), rng.randint(4, 20)))
        adv = ["discussed with Dr ", DOC(cs.reg.p.name(rng, "last")), " - ", rng.choice(["reduce ", "withhold "]), dm[0].split()[0],
               " for now, repeat LFTs in 2/52 at ", HOSP(cs.practice), ". "]
    elif scen == 4:
        n.say("mouth ulcers x1/52 and nausea day after MTX. taking folic acid %s. " % rng.choice(["once weekly", "most days", "irregularly"]))
        adv = ["increase folic acid to 5 mg 6 days/wk; consider switch to s/c MTX - will ask Dr ", DOC(cs.cons.p.name(rng, "last")), ". "]
    elif scen == 5:
        n.say("received letter re shingles vaccine from ", cs.gpw(), " practice, asks if safe. ")
        adv = ["Shingrix (non-live) is fine and recommended; Zostavax (live) not while on ", bio[0] if bio else "high-dose MTX", ". "]
    elif scen == 6:
        n.say(he, " and ", his, " ", rng.choice(["partner", "wife", "husband"]), " are planning a pregnancy; on methotrexate. ")
        adv = ["stop MTX at least 3 months before conception (", rng.choice(["BSR 2022 pregnancy guideline", "EULAR 2016 points to consider"]),
               "); sulfasalazine/HCQ compatible. pre-conception clinic appt ", dt(rng, cs, rng.randint(14, 50)), ". "]
    else:
        n.say("homecare delivery missed ", DATE(ids.fmt_weekday(rng, ids.add_days(cs.visit, -rng.randint(1, 3)), cs.c)),
              " - nobody answered. has 1 pen left. ")
        adv = ["phoned ", ORG(cs.homecare), " on ", PHONE(ids.phone(rng, cs.c)), " - redelivery booked ", dt(rng, cs, rng.randint(1, 3)),
               ", ref ", IDN(ids.accession(rng, "ref")), ". "]
    n.add("\n\nAdvice given:\n")
    n.say(*adv)
    n.say(rng.choice(["safety-netted.", "pt happy with plan.", "understood, repeated back.", "will call back if worse."]), " ")
    if rng.random() < 0.4:
        n.say(K.wordy_negs(rng))
    out = {0: "appointment booked", 1: "advice only", 2: "letter emailed", 3: "discussed with registrar", 4: "message to consultant",
           5: "advice only", 6: "appointment booked", 7: "homecare contacted"}[scen]
    n.add("\n\nOutcome: ", out, rng.choice(["", "; copy to " + cs.gpw(), "; no further action"]), "\n")
    if rng.random() < 0.4:
        n.add("Also emailed via portal (", URL(cs.portal), ")\n")
    n.add("\n", staff_name(rng, h), ", ", h.title, rng.choice(["", " (ext ", ""]))
    if n.buf[-1] == " (ext ":
        n.add(PHONE(ids.pager(rng, cs.c)), ")")
    n.add("\nlogged by user ", USER(h.user), " ", dt(rng, cs, 0))
    n.add(*([" from ", IP(ids.ipaddr(rng))] if rng.random() < 0.3 else []), "\n")


def ot_hand(rng, cs, n):
    ot = cs.ot
    n.add(rng.choice(["OCCUPATIONAL THERAPY - HAND ASSESSMENT", "Hand Therapy Initial Assessment (Rheumatology)",
                      "OT Rheumatology Hand Assessment"]), "\n")
    n.add(HOSP(cs.hosp), " - ", rng.choice(["Hand Therapy", "Occupational Therapy", "Therapy Services"]), ", ", LOCO(cs.building), "\n\n")
    n.add("Name: ", pt_name(rng, cs, rng.choice(["full", "LF"])), "   ", *id_line(rng, cs, sep="   "), "\n")
    n.add("Address: ", *addr(rng, cs.c, cs.addr), "\n")
    n.add("Referred by: Dr ", DOC(cs.cons.p.name(rng, "fi_last")), " on ", dt(rng, cs, -rng.randint(20, 90)), "   Referral: ",
          IDN(ids.accession(rng, "ref")), "\n")
    n.add("Assessment date: ", dt(rng, cs, 0), "   Therapist: ", staff_name(rng, ot), ", ", ot.title, "\n\n")
    dom = rng.choice(["R", "R", "L"])
    n.add("BACKGROUND\n")
    n.say("RA diagnosed ", DATE(str(cs.dx.year)), ". Hand dominance: %s. " % dom, PAT(cs.pt.first), " ", *work_phrase(rng, cs), ". ")
    if not cs.retired:
        j = cs.job
        task = ("scissors and hairdryer all day" if j in ("hairdresser", "barber", "dog groomer") else
                "milking, gates and quad bike" if "farm" in j or j in ("shearer", "orchardist", "fruit picker") else
                "cutting, chopping, heavy pans" if j in ("chef", "cook", "kitchen porter", "baker", "butcher") else
                "power tools, ladders and lifting" if j in ("bricklayer", "plumber", "electrician", "carpenter", "joiner",
                                                           "tiler", "roofer", "welder", "stonemason") else
                "lifting boxes up to 15 kg" if "driver" in j or j in ("warehouse operative", "postal worker") else
                "fine finger work for long periods" if j in ("sewing machinist", "seamstress", "tailor", "machinist",
                                                            "pianist", "violinist", "nail technician", "jeweller") else
                "keyboard and mouse 7 h/day" if j in ("secretary", "accountant", "software developer", "data analyst",
                                                     "typist", "call centre agent", "medical secretary", "paralegal") else
                "mixed manual tasks, on feet most of the shift")
        n.say("Main tasks: ", task, ". ")
        if rng.random() < 0.5:
            n.say("Line manager ", FAM(make_mgr(rng, cs)), " is supportive (", PHONE(ids.phone(rng, cs.c)), ").")
    else:
        n.say("Lives with ", cs.pt.pron[1], " ", *fam_phrase(rng, cs), "; hobbies: ", rng.choice(["knitting", "gardening", "bowls", "piano", "golf"]), ".")
    n.add("\n\nSYMPTOMS\n")
    n.say(K.symptom_line(rng, cs.pt.pron), ". Pain VAS R %d, L %d. Night pain: %s.\n\n" % (rng.randint(10, 80), rng.randint(10, 80), rng.choice(["yes", "no"])))
    n.add("OBSERVATION\n")
    n.say(rng.choice(["Soft-tissue swelling over MCPs 2-3 bilaterally.", "Early ulnar drift at MCPs, passively correctable.",
                      "Swan neck deformity L ring finger; Z-thumb R.", "No deformity."]), " ", K.cap(rng.choice(K.EXAM_NEG)), ".\n\n")
    n.add("MEASURES\n")
    n.add("Grip (Jamar dynamometer, position 2, mean of 3): R %.1f kg  L %.1f kg  (age-matched norm ~%d kg)\n" % (
        rng.uniform(6, 30), rng.uniform(6, 30), rng.choice([22, 26, 30, 38])))
    n.add("Pinch (B&L pinch gauge): key R %.1f L %.1f kg; tripod R %.1f L %.1f kg\n" % tuple(rng.uniform(2, 8) for _ in range(4)))
    n.add("Wrist ext R %d deg / L %d deg; flex R %d / L %d\n" % (rng.randint(20, 70), rng.randint(20, 70), rng.randint(20, 70), rng.randint(20, 70)))
    n.add("Cochin Hand Function Scale %d/90; MAP-Hand %.1f; HAQ-DI %.3f\n\n" % (rng.randint(6, 60), rng.uniform(1.2, 3.2), rng.choice([0.5, 0.875, 1.25, 1.75])))
    n.add("ADLs\n")
    n.say("Difficulty with jars, buttons and keys. Uses kettle tipper. ", K.wordy_negs(rng), "\n")
    if rng.random() < 0.55:
        n.say("Driving: drives an automatic (reg ", VEH(ids.plate(rng, cs.c)), "); struggles with the handbrake and fuel cap. ")
        if rng.random() < 0.5:
            n.say("Blue badge / accessible parking form completed - driver licence no ", LIC(ids.letters(rng, 5) + ids.digits(rng, 6)
                                                                                          if cs.c == "UK" else ids.digits(rng, 8)), ". ")
        n.add("\n")
    if cs.c == "CA" and rng.random() < 0.6:
        n.add("WSIB claim #", IDN(ids.digits(rng, 8)), "   SIN: ", SSN(cs.ssn), "\n")
    n.add("\nINTERVENTION\n")
    n.say("- Joint protection and fatigue management education (LJP programme)\n")
    n.say("- Thermoplastic resting splints made (", rng.choice(["bilateral", "R only"]), "); wrist working splint (", rng.choice(["Futuro", "Push MetaGrip", "Neo G"]),
          ") supplied\n")
    n.say("- SARAH hand exercise programme taught, 5 reps x 2/day\n")
    n.say("- Aids: jar opener, tap turners, Dycem mat, built-up cutlery\n")
    if not cs.retired and cs.employer and rng.random() < 0.75:
        n.say("- Workplace letter to ", ORG(cs.employer), " re adjustments (voice software, split shifts); ", K.ACCESS_WORK[cs.c], " info given\n")
    n.add("\nPLAN\nReview ", dt(rng, cs, rng.randint(28, 70)), " (splint check). Contact: ", PHONE(ids.with_ext(rng, cs.hphone)),
          rng.choice(["", " or " ]))
    if n.buf[-1] == " or ":
        n.add(EMAIL(ids.dept_email(rng, "ot")))
    n.add("\n\n", *signature(rng, cs, ot, lic=rng.random() < 0.6))


def make_mgr(rng, cs):
    from people import make_person
    return make_person(rng, cs.c).name(rng, rng.choice(["full", "full", "first"]))


def screening(rng, cs, n):
    st = rng.choice([cs.cns, cs.pharm, cs.cns2])
    bio = K.pick_bio(rng)
    n.add(rng.choice(["PRE-BIOLOGIC SCREENING CHECKLIST", "Pre-treatment screening - biologic / JAK inhibitor",
                      "ADVANCED THERAPY SCREENING (RA)"]), "\n", HOSP(cs.hosp), " Rheumatology\n\n")
    n.add("Patient: ", pt_name(rng, cs, rng.choice(["LF", "full"])), "\n",
          *id_line(rng, cs, sep="\n", want_ssn=cs.c in ("US", "CA", "IE") and rng.random() < 0.65), "\n")
    n.add("Planned therapy: %s (%s)\n" % (bio[0], bio[1]))
    n.add("Screened by: ", staff_name(rng, st), ", ", st.title, "   Date: ", dt(rng, cs, 0), "\n\n")
    n.add("1. TUBERCULOSIS\n")
    born_abroad = rng.random() < 0.55
    if born_abroad:
        bc = rng.choice(("India", "Pakistan", "Bangladesh", "Philippines", "Vietnam", "China", "Nigeria", "Somalia", "Romania",
                         "Poland", "Brazil", "Samoa", "Fiji", "Ethiopia", "Nepal", "Kenya"))
        n.add("   Country of birth: ", CTRY(bc), "; moved to ", ART.get(cs.c, ""), CTRY(HOME[cs.c]), " in ", DATE(str(rng.randint(1975, cs.visit.year - 2))), "\n")
    else:
        n.add("   Born in ", ART.get(cs.c, ""), CTRY(HOME[cs.c]), ". ")
        n.add("Travel >1 month to a high-incidence country: ")
        if rng.random() < 0.4:
            n.add(CTRY(rng.choice(("India", "South Africa", "Peru", "Indonesia", "Kenya"))), " (", DATE(str(cs.visit.year - rng.randint(1, 12))), ")\n")
        else:
            n.add("none\n")
    n.add("   TB contact: ", rng.choice(["none known", "grandfather treated for TB (childhood)", "none"]), "   BCG: ",
          rng.choice(["scar L arm", "not known", "yes"]), "\n")
    igra_pos = rng.random() < 0.12
    n.add("   IGRA (QuantiFERON-TB Gold Plus) ", dt(rng, cs, -rng.randint(5, 40)), ": ", "POSITIVE" if igra_pos else "negative",
          " (lab no ", IDN(ids.accession(rng)), ")\n")
    n.add("   CXR ", dt(rng, cs, -rng.randint(5, 40)), ": ", rng.choice(["clear", "no active disease", "old calcified granuloma R apex"]),
          " (acc ", IDN(ids.accession(rng, "rad")), ")\n")
    n.add("2. BLOOD-BORNE VIRUSES (", dt(rng, cs, -rng.randint(5, 40)), ")\n")
    n.add("   HBsAg neg; anti-HBc neg; anti-HBs %d IU/L; HCV Ab neg; HIV 1/2 Ag/Ab neg\n" % rng.randint(0, 300))
    n.add("3. VZV IgG: ", rng.choice(["positive", "positive", "negative - discuss Shingrix/VZIG advice"]), "\n")
    n.add("4. VACCINES: influenza ", dt(rng, cs, -rng.randint(20, 200)), "; pneumococcal (PCV/PPV23) ", dt(rng, cs, -rng.randint(30, 900)),
          "; COVID-19 up to date\n")
    n.add("5. CANCER SCREENING: ", rng.choice(["cervical screen", "mammogram", "bowel screening FIT"]), " ", dt(rng, cs, -rng.randint(60, 900)),
          " normal; skin check advised\n")
    n.add("6. OTHER: ")
    n.say(rng.choice(["no heart failure (NYHA I)", "no demyelinating disease",
                      ["diverticulitis ", DATE(str(cs.visit.year - rng.randint(1, 6))), " - caution with IL-6 inhibitors"],
                      "age >= 65 and ex-smoker - JAK inhibitor only if no suitable alternative (MHRA/EMA 2023 advice)",
                      "VTE risk low", "contraception: IUS in situ"]), "; ", K.wordy_negs(rng), "\n")
    if rng.random() < 0.5:
        n.add("   Age ", AGE(str(cs.age)), ", ", rng.choice(["BMI 31", "non-smoker", "lives with " + cs.rel]), "\n")
    n.add("\nEducation: booklet, alert card, sharps, homecare consent ", rng.choice(["signed", "pending"]), ".\n")
    n.add("OUTCOME: ")
    if igra_pos:
        n.say("latent TB - referred to TB clinic at ", HOSP(rng.choice([cs.hosp, cs.practice])), " for isoniazid + pyridoxine; start ", bio[0],
              " after 1 month of chemoprophylaxis.\n")
    else:
        n.say("cleared to start ", bio[0], "; first dose planned ", dt(rng, cs, rng.randint(10, 40)), ".\n")
    n.add("\n", *signature(rng, cs, st, lic=rng.random() < 0.4))
    if rng.random() < 0.5:
        n.add(*audit(rng, cs, st, cs.visit))


def homecare(rng, cs, n):
    c = cs.c
    bio = K.pick_bio(rng)
    n.add(rng.choice(["Specialty Pharmacy Enrollment Form", "SPECIALTY PHARMACY - NEW PATIENT INTAKE"] if c in ("US", "CA") else
                     ["HOMECARE SERVICE - NEW PATIENT REGISTRATION", "Homecare referral & registration"]), "\n")
    n.add("Provider: ", ORG(cs.homecare), "   Tel: ", PHONE(ids.phone(rng, c)), "   Email: ", EMAIL(ids.dept_email(rng, "homecare")), "\n")
    if rng.random() < 0.6:
        n.add("Patient portal: ", URL(ids.url(rng, "homecare")), "\n")
    n.add("Registration no: ", IDN(ids.accession(rng, "ref")), "   Prescription ref: ", IDN(ids.digits(rng, 8)), "\n\n")
    n.add("REFERRING CENTRE\n", HOSP(cs.hosp), ", ", *addr(rng, c, cs.haddr, region=False), "\n")
    n.add("Pharmacist: ", DOC(cs.pharm.p.name(rng, "full")), "  (", EMAIL(cs.pharm.email), ")\n")
    n.add("Consultant: Dr ", DOC(cs.cons.p.name(rng, "full")), "  ", cs.cons.lic_label, " ", LIC(cs.cons.lic), "\n\n")
    n.add("PATIENT\n", "Name: ", pt_name(rng, cs, rng.choice(["full", "LFM", "LF"])), "\n", *id_line(rng, cs, sep="\n"), "\n")
    if c in ("US", "IE", "CA") and rng.random() < 0.8:
        n.add(cs.ssn_label(rng), ": ", SSN(cs.ssn), "\n")
    if c == "US":
        n.add("Insurer: ", ORG(cs.insurer), "   Group: ", HPLAN(ids.group_no(rng)), "   Copay card ID: ", IDN(ids.digits(rng, 11)), "\n")
    n.add("Delivery address: ", *addr(rng, c, cs.addr), "\n")
    n.add("Access notes: ", rng.choice(["key safe by side gate", "blue door, ring twice", "do NOT leave with neighbour",
                                        "rear entrance, dog in garden", "flat on 2nd floor, lift broken"]), "\n")
    n.add("Mobile: ", PHONE(cs.mobile), "   Home: ", PHONE(cs.phone), "\n")
    n.add("Email: ", EMAIL(cs.email), "\n")
    n.add("Alternative contact: ", FAM(cs.fam.name(rng, "full")), " (", cs.rel, ") ", PHONE(cs.fam_phone), "\n\n")
    n.add("MEDICATION\n%s (%s) %s - pre-filled %s\n" % (bio[0], bio[1], bio[2], rng.choice(["pen", "syringe", "autoinjector"])))
    n.add("Quantity per delivery: %d   Preferred delivery day: %s (AM)\n" % (rng.choice([2, 4, 6]), rng.choice(["Monday", "Wednesday", "Thursday", "Friday"])))
    n.add("First delivery: ", dt(rng, cs, rng.randint(5, 20)), "   Nurse training visit: ", dt(rng, cs, rng.randint(6, 21)),
          " with ", DOC(make_mgr(rng, cs)), ", RN\n")
    if rng.random() < 0.7:
        n.add("Fridge supplied: yes - ", rng.choice(["Lec medical", "Dometic", "Liebherr"]), " unit, serial ", DEV(ids.device_sn(rng)), "\n")
    if rng.random() < 0.4:
        n.add("Connected autoinjector / dose logger serial ", DEV(ids.device_sn(rng)), "\n")
    n.add("Sharps bin collection: every 3rd delivery\n\n")
    n.add("APP / ONLINE ACCOUNT\n")
    n.add("Username: ", USER(ids.username(rng, cs.pt.first, cs.pt.last)))
    if rng.random() < 0.55:
        n.add("   Biometric login enrolled, template ID ", BIO(ids.bioid(rng)))
    n.add("\n")
    if rng.random() < 0.45:
        n.add("Delivery vehicle (last confirmation): van reg ", VEH(ids.plate(rng, c)), "\n")
    n.add("\nCONSENT\n")
    n.say("Patient consents to sharing details with ", ORG(cs.homecare), " and to delivery to the address above. Signed ",
          dt(rng, cs, -rng.randint(0, 5)), ".\n")
    n.add(cs.gpw().upper() if c != "CA" else "Family physician", ": Dr ", DOC(cs.gp.p.name(rng, "fi_last")), ", ", HOSP(cs.practice),
          ", tel ", PHONE(cs.pphone), "\n\n")
    n.add("Processed by ", USER(cs.pharm.user), " on ", dt(rng, cs, 0), rng.choice([" from ", " "]))
    if n.buf[-1] == " from ":
        n.add(IP(ids.ipaddr(rng)))
    n.add("\n")
