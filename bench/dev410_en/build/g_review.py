"""Post-procedure genres: PDPH review, epidural blood patch note, postnatal anaesthetic follow-up."""
import core as K
import blocks as B

pick, chance = K.pick, K.chance


def _where(D, C):
    rng = C.rng
    r = rng.randrange(3)
    if r == 0:
        D(("HOSPITAL", C.ward), pick(rng, [", bed ", " bed ", " - Bed "]), ("LOCATION_OTHER", C.bed))
    elif r == 1:
        D(("HOSPITAL", C.ward), pick(rng, [", side room ", ", SR "]), ("LOCATION_OTHER", str(rng.randint(1, 8))))
    else:
        D(C.T["pn"], ", bay ", ("LOCATION_OTHER", str(rng.randint(1, 6))), " bed ", ("LOCATION_OTHER", C.bed))


def _headache_hx(D, C, d_on):
    rng = C.rng
    D("Headache onset ")
    if chance(rng, 0.5):
        D("on ", C.date(d_on, pick(rng, ["wk", "short", "num"])), ", ")
    D(pick(rng, ["approx 24 h after the epidural", "~36 h post procedure", "about a day after mobilising", "day 2"]), "; ")
    D.typo(pick(rng, ["fronto-occipital, severe (8/10) when upright, eases within 15 min lying flat. ",
                      "occipital with neck stiffness, postural component clear, 6/10 sitting, 1/10 supine. ",
                      "bilateral frontal 'pressure', worse standing to feed baby, better flat. ",
                      "mainly occipital, radiating to shoulders, unable to sit to breastfeed. "]), 0.1)
    D("Associated: ", ", ".join(rng.sample(["nausea", "photophobia", "tinnitus", "muffled hearing", "neck stiffness",
                                            "diplopia - nil", "no visual change", "no fever", "vomiting x1"], 3)), ".\n")


def pdph_review(D, C):
    rng, c, pt, T = C.rng, C.c, C.pt, C.T
    d_ep = K.shift(C.d0, -rng.randint(1, 4))
    D(pick(rng, ["POST-DURAL PUNCTURE HEADACHE REVIEW", "PDPH Review - Obstetric " + T["an"].capitalize() + " Follow-up",
                 "Obstetric " + T["an"].capitalize() + " Review: ?PDPH"]), "\n")
    if chance(rng, 0.6):
        D(("HOSPITAL", C.hosp), "\n")
    B.banner(D, C)
    D("Seen: ", C.date(C.d0, pick(rng, ["num", "wk", "mon"])), " " + C.tick(0, 1), "   Location: ")
    _where(D, C)
    D("\n")
    D("Referred by: ", pick(rng, ["midwife ", "ward midwife ", "MW "]), ("DOCTOR", C.mw.form(rng, pick(rng, ["full", "first"]))),
      pick(rng, [" via bleep", " - phoned " + T["ds"], ""]), "\n\n")
    D("Background: ", pt.title, " ", ("PATIENT", pt.last), ", ")
    C.age_phrase(D)
    D(" ", C.gp_str().replace("P%d" % C.para, "P%d" % (C.para + 1)), ". ", pick(rng, ["Labour epidural", "CSE for labour", "Epidural for IOL"]),
      " sited ", C.date(d_ep, pick(rng, ["num", "short", "wk"])), " by Dr ", ("DOCTOR", C.reg.last))
    adp = chance(rng, 0.7)
    if adp:
        D(" - recognised ADP with ", pick(rng, ["16G", "18G"]), " Tuohy at ", C.space, ", re-sited ", pick(rng, ["L2/3", "one space higher"]), ".")
    else:
        D(" - no recognised dural puncture; ", pick(rng, ["two attempts", "straightforward insertion", "3 passes, 'wet tap' not seen"]), ".")
    D(" Delivered ", pick(rng, ["SVD", "by ventouse (Kiwi)", "by forceps (Neville Barnes)", "by Cat 2 CS under epidural top-up"]), " ",
      C.date(K.shift(d_ep, rng.randint(0, 1)), "short"), ".\n\n")
    D("HISTORY\n")
    _headache_hx(D, C, K.shift(d_ep, 1))
    D("Her ", C.rel, " ", ("FAMILY", C.partner.first), pick(rng, [" says she 'can't lift her head off the pillow'.\n",
                                                               " is doing most of the baby care.\n", " reports she is tearful with the pain.\n"]))
    D("\nEXAMINATION\n")
    D("BP %d/%d, HR %d, T %.1f, SpO2 %d%% RA. " % (rng.randint(100, 148), rng.randint(58, 94), rng.randint(62, 104),
                                                    rng.uniform(36.2, 37.6), rng.randint(96, 100)))
    D.typo(pick(rng, ["Neuro: PERL, no focal deficit, power 5/5 all limbs, reflexes normal, no papilloedema. ",
                      "CN intact incl. VI (no diplopia); no meningism; Kernig neg. ",
                      "Alert, GCS 15, no focal neurology, no neck stiffness on passive flexion. "]), 0.1)
    D("Puncture site: ", pick(rng, ["clean, non-tender", "mild bruising, no erythema", "small plaster, no leak"]), ".\n")
    D("Urine PCR ", str(rng.randint(8, 40)), ", plt ", str(rng.randint(120, 380)), ".\n")
    imp = rng.randrange(4)
    D("\nIMPRESSION: ", ["typical PDPH", "probable PDPH (postural)", "PDPH - moderate/severe", "non-postural headache, ?migraine - PDPH less likely"][imp],
      ". DDx considered: pre-eclampsia, migraine, caffeine withdrawal, sinusitis, cortical vein thrombosis, PRES, SAH.\n")
    D("\nPLAN\n")
    plan = ["Regular paracetamol + ibuprofen; caffeine 300 mg PO BD x 24 h", "Encourage oral fluids; IV fluids not needed",
            "Epidural blood patch offered - risks/benefits discussed; ", "Lie flat as comfortable, not mandated",
            "Sumatriptan / gabapentin not recommended routinely", "Red flags explained (fever, focal signs, seizures, change in headache)",
            "Discuss with consultant before discharge", "Abdominal binder offered", "Review again tomorrow"]
    if imp == 3:
        plan[2] = "Blood patch not indicated at present; neurology advice if persists"
    for k, i in enumerate(sorted(rng.sample(range(len(plan)), rng.randint(4, 7)))):
        line = plan[i]
        D(str(k + 1) + ". " + line)
        if line.startswith("Epidural blood patch"):
            D(pick(rng, ["she would like to proceed today", "she prefers to wait 24 h", "declined for now"]),
              " (booked for ", C.date(K.shift(C.d0, rng.randint(0, 1)), pick(rng, ["short", "wk"])), ")")
        D("\n")
    D("Contact number for follow-up call: ", ("PHONE", C.mob), pick(rng, ["", " (mobile)", " - ok to leave message"]), "\n")
    if chance(rng, 0.35):
        D("Leaflet: ", ("URL", K.url(rng, "patient-info/headache-after-epidural")), "\n")
    D("\n")
    B.signoff(D, C, C.reg if chance(rng, 0.5) else C.cons, pick(rng, [C.reg.role, T["cons"]]), date=None)
    if chance(rng, 0.3):
        D("D/w Dr ", ("DOCTOR", C.cons.last), " (", T["cons"], ") - agrees.\n")
    if chance(rng, 0.3):
        B.audit_footer(D, C, C.reg)


def blood_patch(D, C):
    rng, c, pt, T = C.rng, C.c, C.pt, C.T
    d_adp = K.shift(C.d0, -rng.randint(2, 6))
    D(pick(rng, ["EPIDURAL BLOOD PATCH - PROCEDURE NOTE", "Procedure: Epidural Blood Patch (EBP)", "EBP RECORD"]), "\n")
    D(("HOSPITAL", C.hosp), pick(rng, [" - ", "\n"]), pick(rng, ["Obstetric " + T["th"] + "s", "Day Surgery Unit", T["ds"]]), "\n")
    B.banner(D, C)
    D("Date: ", C.date(C.d0), "    Location: ", pick(rng, ["Obstetric " + T["th"].lower() + " ", T["th"] + " ",
                                                         ("Anaesthetic room, " if T["th"] == "Theatre" else "L&D ") + T["th"] + " "]),
      ("LOCATION_OTHER", C.theatre), "\n")
    D("Operator 1 (epidural): Dr ", ("DOCTOR", C.cons.full()), " (", T["cons"], ")\n")
    D("Operator 2 (venesection): Dr ", ("DOCTOR", C.reg.full()), " (", C.reg.role, ")\n")
    D("Assistant: ", ("DOCTOR", C.odp.full()), ", ", C.odp.role, "\n\n")
    D("INDICATION: PDPH following ", pick(rng, ["accidental dural puncture", "ADP", "recognised dural puncture"]), " on ",
      C.date(d_adp, pick(rng, ["num", "short"])), " (", pick(rng, ["16G", "18G"]), " Tuohy, ", C.space, "). ")
    D("Symptoms day ", str(rng.randint(2, 6)), ", ")
    if chance(rng, 0.25):
        D("second EBP - first on ", C.date(K.shift(d_adp, 2), "short"), " gave partial relief")
    else:
        D(pick(rng, ["failed conservative Rx", "severe and disabling", "unable to care for baby upright"]))
    D(".\n")
    D("CHECKS: afebrile (", "%.1f" % rng.uniform(36.3, 37.4), "), WCC ", str(rng.randint(6, 15)), ", CRP ", str(rng.randint(1, 30)),
      ", plt ", str(rng.randint(140, 360)), ". LMWH last dose ", C.date(K.shift(C.d0, -1), "short"), " ", K.ftime(rng),
      " (> 12 h). No signs of sepsis. Neuro exam normal.\n")
    D("CONSENT: written. Risks: backache (common, days), failure/partial relief (~30%) and possible repeat, repeat dural puncture, "
      "infection, bleeding, nerve damage (rare), radicular pain. Patient ", pick(rng, ["keen to proceed", "agrees", "anxious but consents"]), ".\n\n")
    D("PROCEDURE\n")
    D.typo("Position: " + pick(rng, ["lateral", "sitting", "left lateral"]) + ". Full aseptic technique; chlorhexidine 0.5%. ", 0.1)
    D(pick(rng, ["18G Tuohy", "16G Tuohy"]), " at ", pick(rng, ["L3/4", "L4/5", "the interspace below the original puncture"]),
      ", LOR to saline at ", str(rng.randint(4, 8)), " cm. Operator 2 drew ", str(rng.randint(20, 30)),
      " ml autologous blood aseptically from the ", pick(rng, ["L", "R"]), " antecubital fossa. Injected slowly; ",
      pick(rng, ["stopped at 20 ml due to back pressure", "18 ml given, stopped at low back discomfort", "full 20 ml given"]), ".\n")
    D("Blood culture sent, lab no. ", ("IDNUM", K.idnum(rng)), ".\n")
    D("Post: supine ", str(rng.randint(1, 2)), " h; headache VAS ", str(rng.randint(6, 10)), "/10 -> ", str(rng.randint(0, 3)),
      "/10 on sitting at 1 h.\n\n")
    D("DISCHARGE ADVICE: avoid heavy lifting/straining for 48 h, lactulose, simple analgesia. Return if fever, severe back pain, "
      "leg weakness/numbness or recurrence of headache.\n")
    D("Contacts: ", pick(rng, [T["ds"] + " ", "Obstetric " + T["anst"] + " on call via switchboard ", "Maternity triage "]),
      ("PHONE", C.hphone), pick(rng, ["", " (24 h)"]), "; patient mobile ", ("PHONE", C.mob), "\n")
    D("Follow-up telephone call planned ", C.date(K.shift(C.d0, rng.randint(1, 3)), pick(rng, ["wk", "num"])), ".\n\n")
    if chance(rng, 0.3):
        D(B.neg_sentence(rng), "\n")
    B.signoff(D, C, C.cons, T["cons"], date=C.d0)
    if chance(rng, 0.4):
        B.audit_footer(D, C, C.cons)


def followup_visit(D, C):
    rng, c, pt, T = C.rng, C.c, C.pt, C.T
    d_an = K.shift(C.d0, -rng.randint(1, 2))
    D(pick(rng, ["POSTNATAL " + T["an"].upper() + " FOLLOW-UP", "Obstetric " + T["anx"].capitalize() + " Follow-up Visit",
                 "Post-" + T["an"] + " review (postnatal)"]), "\n")
    B.banner(D, C)
    D("Date: ", C.date(C.d0), "   ")
    _where(D, C)
    D("\n")
    kind = pick(rng, ["labour epidural", "spinal for CS", "CSE for CS", "epidural top-up for CS", "GA for Cat 1 CS", "remifentanil PCA"])
    D(T["anx"].capitalize(), ": ", kind, " on ", C.date(d_an, pick(rng, ["short", "num", "wk"])), " by Dr ", ("DOCTOR", C.reg.form(rng, pick(rng, ["last", "full"]))), "\n\n")
    D("Satisfaction with analgesia: ", str(rng.randint(4, 10)), "/10\n")
    D("Symptom checklist:\n")
    for s, opts in (("Headache", ["none", "mild non-postural, settled", "postural - see PDPH pathway"]),
                    ("Back pain at site", ["none", "bruised feeling", "tender, no erythema"]),
                    ("Numbness/weakness", ["none", "patch of numbness L anterolateral thigh - likely meralgia paraesthetica",
                                           "R foot drop - neuro exam documented, referral made", "none now"]),
                    ("Bladder", ["voiding normally", "TWOC passed", "residual 180 ml - catheter 24 h"]),
                    ("Itch / PONV", ["itch with diamorphine, settled", "none", "nausea day 0"]),
                    ("Sore throat / awareness", ["n/a", "mild sore throat", "no recall"])):
        D("  [", pick(rng, ["x", " "]), "] ", s, ": ", pick(rng, opts), "\n")
    D("\nComments: ")
    r = rng.randrange(4)
    if r == 0:
        D("\"", pick(rng, ["the epidural was amazing", "i felt everything on the left", "nobody told me it could take 20 minutes"]),
          "\" - ", ("PATIENT", pt.first), ".")
    elif r == 1:
        D("Plans to return to work as a", "n " if C.prof[0] in "aeiou" else " ", ("PROFESSION", C.prof), " in ",
          C.date(K.shift(C.d0, rng.randint(180, 330)), "monyr"), "; asked about back pain - reassured.")
    elif r == 2:
        D("Mother ", ("FAMILY", C.mother.full()), " staying to help; ", pick(rng, ["no concerns", "wants written info on PDPH"]), ".")
        if chance(rng, 0.6):
            D(" Family plan to travel to ", ("COUNTRY", C.origin or K.pick(rng, ["Portugal", "India", "Nigeria", "Poland", "Fiji"])),
              " for ", ("DATE", pick(rng, ["Christmas", "Easter", "Diwali", "Eid", "New Year"])), " - advised re flying after EBP/CS.")
    else:
        D("Debrief requested re emergency GA - ", pick(rng, ["offered birth reflections clinic", "explained sequence of events"]), ".")
    D("\nOutcome: ", pick(rng, ["discharged from " + T["an"] + " follow-up", "for telephone review", "referred to physiotherapy",
                                "referred to neurology (see letter)", "PDPH pathway"]), ".\n")
    if chance(rng, 0.6):
        D("\nTelephone follow-up log\n")
        for i in range(rng.randint(1, 3)):
            d = K.shift(C.d0, i + 1)
            D(C.date(d, pick(rng, ["num", "short"])), " " + K.clinic_time(rng), "  ", pick(rng, ["called ", "rang "]),
              ("PHONE", pick(rng, [C.mob, C.home])), " - ")
            if chance(rng, 0.3):
                D("spoke to " + C.rel + " ", ("FAMILY", C.partner.first), ", pt asleep, will call back")
            else:
                D(pick(rng, ["spoke to patient, symptoms resolving", "no answer, voicemail left", "patient well, discharged"]))
            D(" (", ("DOCTOR", pick(rng, [C.mw2.form(rng, "initials"), C.reg.form(rng, "initials")])), ")\n")
    D("\nReviewed by: ")
    if chance(rng, 0.4):
        B.signoff(D, C, C.mw2, pick(rng, ["Obstetric " + T["anx"].capitalize() + " Nurse", T["an"].capitalize() + " follow-up nurse"]),
                  lic=chance(rng, 0.5))
    else:
        B.signoff(D, C, C.reg, C.reg.role, lic=chance(rng, 0.5))
