"""Genres: GP/specialist correspondence, bleeding event reviews, patient portal messages."""
import datetime as dt

import blocks as B
import clinical as C
import phi_fmt as F
import pools_places as L
from core import P


def _pron(k):
    return ("she", "her", "She", "Her") if k.pt.sex == "F" else ("he", "his", "He", "His")


def g_letter(n, k, rng):
    pt = k.pt
    she, her, She, Her = _pron(k)
    v = rng.choice(["gp_referral", "clinic_to_gp", "specialist", "discharge"])
    if v == "gp_referral":
        n.add([P(k.practice, "HOSPITAL"), "\n"])
        n.add(B.site_addr(rng, k, inline=False))
        n.add(["\nTel ", P(F.phone(rng, k.c, False), "PHONE"), "   Fax ", P(F.phone(rng, k.c, False), "FAX"), "\n\n"])
        n.add([k.today_p(rng.choice(["text_long", "num", "ord"])), "\n\n"])
        n.add(["To: ", rng.choice(["The Anticoagulation Team", "Anticoagulation Service", "Duty Pharmacist, Anticoagulation Clinic"]), "\n",
               P(k.clinic, "HOSPITAL"), "\n\n"])
        n.add(["Referral ref ", P(F.idnum(rng, "referral"), "IDNUM"), "\n\n"])
        n.add(["Dear Colleague,\n\nRe: ", pt.form(rng.choice(["title_full", "caps", "full"])), ", DOB ", k.dob_p(), ", ",
               k.id_block(rng, 1)[0], "\n", k.addr_inline(), "\n\n"])
        n.add(["I would be grateful if you could take over INR monitoring for this ", P(str(k.age), "AGE"),
               "-year-old ", rng.choice(["lady", "gentleman"]) if rng.random() < 0.5 else ("woman" if pt.sex == "F" else "man"),
               " who was started on warfarin for ", k.ind, " by ", k.haem.ref(rng), " at ", P(k.hospital, "HOSPITAL"), " on ",
               k.ago(rng.randint(3, 20)), ". Loading was with the ", rng.choice(["Tait", "Fennerty", "Oates"]), " regimen; INR on day 5 was ",
               C.inr_value(rng, k.target), ".\n\n"])
        n.add(["PMH: ", ", ".join(k.comorb), ". Current medication: ", ", ".join(k.meds), ". ",
               rng.choice(["No known drug allergies.", "Allergic to penicillin (rash).", "Codeine - vomiting."]), "\n\n"])
        n.add([She, " ", B.job_clause(k, rng), " and lives with ", B.fam_phrase(k, rng), " who ", rng.choice(["drives", "does not drive", "helps with medicines"]),
               ". Best contact number ", P(k.mobile, "PHONE"), ".\n\n"])
        n.add(["Target INR ", k.target, "; intended duration ", rng.choice(["3 months", "6 months", "lifelong"]), ".\n"])
        B.sign(n, k, rng, who=k.gp)
    else:
        B.letterhead(n, k, rng, clinic=v != "specialist")
        if v == "specialist":
            n.add(["Department of ", rng.choice(["Cardiology", "Haematology", "Vascular Medicine", "Thrombosis and Haemostasis"]), "\n"])
        n.add(["Date dictated: ", k.ago(rng.randint(1, 6), "num"), "   Date typed: ", k.today_p("num"), "\n"])
        if rng.random() < 0.5:
            n.add(["Clinic date: ", k.ago(rng.randint(1, 9), rng.choice(["text", "num"])), "\n"])
        n.t("\n")
        n.add([rng.choice(["Dr ", "Dr. "]), k.gp.full(), "\n", P(k.practice, "HOSPITAL"), "\n"])
        n.add(B.site_addr(rng, k, inline=False))
        n.t("\n\n")
        n.add(["Dear ", rng.choice(["Dr ", "Dr. "]), k.gp.lastp(), ",\n\n"])
        n.add(["Re: ", pt.form(rng.choice(["caps", "title_full", "full_mid"])), "   DOB ", k.dob_p()])
        for lab in k.id_block(rng, 2):
            n.add(["   ", lab])
        n.add(["\n", k.addr_inline(), "\n\n"])
        if rng.random() < 0.5:
            n.add(["Diagnosis:\n1. ", k.ind, "\n2. ", k.comorb[0], "\n3. ", k.comorb[1], "\n\n"])
        if v == "clinic_to_gp":
            n.add(["I reviewed ", pt.form("title_last"), " in the anticoagulation clinic on ", k.ago(rng.randint(1, 9), rng.choice(["text_long", "wd_text"])),
                   ". ", Her, " INR control has been ", rng.choice(["poor", "erratic", "excellent", "reasonable"]), ", with a time in therapeutic range of ",
                   str(rng.randint(38, 88)), "% over the last ", rng.choice(["6", "12"]), " months. The most recent INR was ",
                   C.inr_value(rng, k.target), ".\n\n"])
            n.add(["Contributing factors include ", k.inter[0], rng.choice([" prescribed by the out-of-hours service", " started by the dentist", ""]),
                   " and ", rng.choice(["variable alcohol intake", "missed doses", "a recent chest infection", "a change in diet"]),
                   ". ", She, " attended with ", B.fam_phrase(k, rng), ".\n\n"])
            n.add(["We have discussed switching to a DOAC. ", rng.choice([
                "Given the mechanical valve this is not appropriate, and warfarin should continue.",
                "Renal function is adequate (CrCl %d mL/min) and I would support a switch to %s %s." % (rng.randint(35, 90), k.doac, k.doac_dose),
                "%s prefers to stay on warfarin for now." % She]), "\n\n"])
            n.add(["Next INR is booked for ", k.ahead(rng.choice([7, 14, 28]), rng.choice(["text_long", "wd_text"])), ". ",
                   "Please do not hesitate to contact us on ", P(k.clinic_phone, "PHONE"), ".\n"])
        elif v == "specialist":
            n.add(["Thank you for referring this ", P(str(k.age), "AGE"), "-year-old ", "retired " if k.retired else "", P(k.job, "PROFESSION"),
                   " whom I saw in the ", rng.choice(["arrhythmia", "thrombosis", "haematology"]), " clinic on ",
                   k.ago(rng.randint(2, 10), rng.choice(["text_long", "ord"])), ".\n\n"])
            wt, cr, ccl = C.crcl(rng, k.age, pt.sex)
            n.add(["History: ", k.ind, ". ", C.hard_neg(rng, 1)[0], " ", She, " has ", ", ".join(k.comorb), ".\n"])
            n.add(["Examination: ", rng.choice(["irregularly irregular pulse 88 bpm", "metallic S2, no murmur", "mild pitting oedema",
                                                "calf circumference L 38 cm R 35 cm"]), ". Weight ", "%g" % wt, " kg.\n"])
            n.add(["Investigations: ", C.labs_line(rng, k.c), "; creatinine ", str(cr), "; CrCl ", str(ccl), " mL/min. ",
                   rng.choice(["Echo: LVEF 45%, LA 4.6 cm.", "CTPA: bilateral segmental PE, RV/LV 0.8.", "Holter: AF burden 34%.",
                               "Duplex: occlusive thrombus popliteal vein."]), "\n\n"])
            n.add(["Plan: ", rng.choice(["commence", "switch to", "continue"]), " ", k.doac, " ", k.doac_dose,
                   ". I have asked ", P(k.clinic, "HOSPITAL"), " to arrange follow-up. Review in ", rng.choice(["3", "6", "12"]),
                   " months (provisionally ", k.ahead(rng.choice([90, 180, 365]), "month_year"), ").\n"])
        else:
            n.add(["I am writing to let you know that ", pt.form("title_last"), " has been discharged from the anticoagulation clinic on ",
                   k.today_p(rng.choice(["text_long", "num"])), " because ", rng.choice([
                       "warfarin has been stopped after completing %s of treatment" % rng.choice(["3 months", "6 months"]),
                       ["%s has moved to " % she, P(k.country2, "COUNTRY")],
                       "%s has switched to %s %s" % (she, k.doac, k.doac_dose),
                       ["%s has moved into " % she, P(k.carehome, "HOSPITAL"), ", whose GP will take over monitoring"]]), ".\n\n"])
            if rng.random() < 0.5:
                n.add(["Forwarding address: ", rng.choice([[P(k.carehome, "HOSPITAL"), ", "], []]), k.addr_inline(), ".\n"])
            n.add(["Last INR ", C.inr_value(rng, k.target), " on ", k.ago(rng.randint(3, 20), "text"), ". Total INRs recorded since ",
                   k.ago(rng.randint(200, 2000), "year"), ": ", str(rng.randint(12, 160)), ".\n"])
            n.add(["Please ensure repeat prescriptions for warfarin are removed from ", her, " record.\n"])
        who = k.haem if v == "specialist" else rng.choice([k.nurse, k.pharm, k.haem])
        B.sign(n, k, rng, who=who)
        n.add(["\n", rng.choice(["DD/", "Dictated by ", "dict/"]), who.initials(), "/", P(k.clerk.initials().text.lower(), "DOCTOR"),
               rng.choice(["   Dictated but not read", "", "   Typed " + "%02d:%02d" % (rng.randint(8, 17), rng.randint(0, 59))]), "\n"])
        n.add(["cc: ", pt.form("title_full"), ", ", k.addr_inline(), "\n"])


def g_bleed_review(n, k, rng):
    pt = k.pt
    she, her, She, Her = _pron(k)
    bleed = rng.choice([b for b in C.BLEEDS if k.pt.sex == "F" and k.age < 56 or b != "menorrhagia"])
    k.hospital2 = rng.choice([h for h, _ in L.HOSPITALS[k.c] if h != k.hospital])
    ev = k.today - dt.timedelta(days=rng.randint(4, 30))
    on_warf = rng.random() < 0.65
    n.t(rng.choice(["BLEEDING EVENT REVIEW - ANTICOAGULATED PATIENT\n", "Anticoagulant-related bleed: post-event review\n",
                    "Major bleed review (ISTH criteria)\n", "ADVERSE EVENT REVIEW: HAEMORRHAGE ON ANTICOAGULANT\n"]))
    n.add(["Incident ref: ", P(F.idnum(rng, "incident"), "IDNUM"), "    Review date: ", k.today_p(), "\n"])
    B.pt_header(n, k, rng, ids=rng.choice([2, 3]))
    n.add(["\nEvent date: ", k.d(ev, rng.choice(["num", "text", "wd_text"])), "   Presented to: ED, ", P(k.hospital, "HOSPITAL"), "\n"])
    if rng.random() < 0.5:
        n.add(["Admitted: ", P(k.ward, "HOSPITAL"), ", bed ", P(str(rng.randint(1, 32)), "LOCATION_OTHER"), " until ",
               k.d(ev + dt.timedelta(days=rng.randint(2, 12)), rng.choice(["num", "text"])), "\n"])
    n.add(["Anticoagulant: ", ("warfarin (target " + k.target + ")") if on_warf else (k.doac + " " + k.doac_dose),
           "   Indication: ", k.ind, "\n"])
    n.add(["Bleed: ", bleed, "\n"])
    if on_warf:
        n.add(["INR on arrival: ", "%.1f" % rng.uniform(2.2, 9.8), " (previous clinic INR ", C.inr_value(rng, k.target), " on ",
               k.d(ev - dt.timedelta(days=rng.randint(7, 30)), "short"), ")\n"])
        n.add(["Reversal: vitamin K ", rng.choice(["5 mg IV", "10 mg IV", "2 mg IV"]), " + ", rng.choice(["Beriplex", "Octaplex", "4F-PCC"]),
               " ", str(rng.choice([25, 35, 50])), " units/kg (", str(rng.randint(1500, 4500)), " units) at ",
               "%02d:%02d" % (rng.randint(0, 23), rng.randint(0, 59)), "\n"])
    else:
        n.add(["Last dose: ", rng.choice(["~14 h before arrival", "morning of admission", "unknown"]), ". Anti-Xa level ",
               str(rng.randint(40, 380)), " ng/mL. Reversal: ",
               rng.choice(["andexanet alfa (low-dose regimen)", "idarucizumab (Praxbind) 5 g IV", "PCC 50 units/kg", "none - supportive"]), "\n"])
    n.add(["Hb ", str(rng.randint(64, 110)), " g/L (baseline ", str(rng.randint(112, 150)), "), transfused ", str(rng.randint(0, 4)),
           " units RBC. ", rng.choice(["OGD: Forrest IIa DU, clipped.", "CT head: 9 mm acute SDH, no shift.", "Nasendoscopy: Little's area bleed, cauterised.",
                                       "CT abdo: 6 x 4 cm rectus sheath haematoma.", "Colonoscopy: angiodysplasia caecum, APC."]), "\n\n"])
    n.t("Contributing factors:\n")
    facts = []
    facts.append(["- Interacting drug: ", k.inter[0], " started ", k.d(ev - dt.timedelta(days=rng.randint(3, 10)), "short"),
                  rng.choice([" by GP", " in hospital", " by dentist", ""]), "; clinic ", rng.choice(["not informed", "informed, dose reduced"])])
    facts.append(["- Dosing error at home: took ", rng.choice(["5 mg instead of 0.5 mg", "both 3 mg and 5 mg tablets", "double dose after a missed day"]),
                  " (blister pack filled by ", B.fam_phrase(k, rng), ")"])
    if rng.random() < 0.45:
        plate = P(F.vehicle(rng, k.c), "VEHICLE")
        lab = rng.choice(["patient driving own car, reg ", "passenger in vehicle registration ", "car (plate "])
        facts.append(["- Mechanism: road traffic collision; ", lab, plate, ")" if "(" in lab else "",
                      "; police ref ", P(F.idnum(rng, "police"), "IDNUM")])
    else:
        facts.append(["- Mechanism: ", rng.choice(["fall at home on stairs", "fall in the garden", "spontaneous", "fall at ", ])])
        if facts[-1][-1] == "fall at ":
            facts[-1].append(P(k.org, "ORGANIZATION"))
            facts[-1].append(" (workplace)")
    facts.append(["- Renal function: CrCl ", str(rng.randint(18, 80)), " mL/min; dose ", rng.choice(["appropriate", "not adjusted for renal function"])])
    facts.append(["- Alcohol: ", rng.choice(["nil", "binge over weekend", "~30 units/week"])])
    rng.shuffle(facts)
    for f in facts[:rng.randint(2, 4)]:
        n.add(f + ["\n"])
    n.add(["\nOutcome: ", rng.choice([["discharged home"], ["stepped down to ward"],
                                        ["transferred to neurosurgery at ", P(k.hospital2, "HOSPITAL")],
                                        ["discharged to ", P(k.carehome, "HOSPITAL"), " for rehab"]])])
    n.add([". Anticoagulation ", rng.choice(["restarted day 7", "withheld pending review at 4 weeks", "switched to " + k.doac,
                                             "stopped permanently (LAAO referral)"]), ".\n"])
    n.add(["Patient/family informed (duty of candour) - spoke with ", B.fam_phrase(k, rng), " on ",
           k.d(ev + dt.timedelta(days=rng.randint(1, 5)), rng.choice(["text", "num"])), ".\n\n"])
    n.t("Review panel: ")
    n.add([k.haem.sig(rng), "; ", k.nurse.full(), " (", k.nurse.role, "); ", k.pharm.full(), " (pharmacy)\n"])
    n.t("Actions: " + rng.choice(["reinforce interaction alerts in " + k.software, "GP to send new-medicine notifications", "education on tablet strengths",
                                  "review falls risk before restarting"]) + ". Avoidable: " + rng.choice(["yes", "no", "possibly"]) + ".\n")
    n.add(["Reported to ", rng.choice(["Datix", "RL6", "Safeguard", "PSIRF learning team"]), " by ", k.nurse.initials(), " on ",
           k.today_p("num"), ".\n"])


def g_portal(n, k, rng):
    pt = k.pt
    she, her, She, Her = _pron(k)
    inr = C.inr_value(rng, k.target)
    low = rng.random() < 0.5
    t0 = "%02d:%02d" % (rng.randint(6, 22), rng.randint(0, 59))
    n.add([rng.choice(["MyHealth Portal", "Patient Messaging", "Secure Message Centre", "CoagConnect"]), " - ",
           P(F.url(rng, k.hosp_abbr), "URL"), "\n"])
    n.add(["Thread #", P(F.idnum(rng, "order"), "IDNUM"), "   Subject: ", rng.choice(["INR result", "self test reading", "question about warfarin dose",
                                                                                     "DOAC and dentist", "nosebleed?", "holiday - need advice"]), "\n\n"])
    n.add(["From: ", pt.full(), " <", pt.email(rng), ">\n"])
    n.add(["To: ", P(k.clinic, "HOSPITAL"), rng.choice([" Anticoag Team", " pool", ""]), "\n"])
    n.add(["Sent: ", k.today_p(rng.choice(["wd_text", "num", "text"])), " ", t0, "\n\n"])
    body = []
    opener = rng.choice(["Hi", "Hello", "Dear nurse", "hi there", "Good morning", "Hi " + k.nurse.first])
    if opener.startswith("Hi ") and len(opener) > 3:
        n.add(["Hi ", k.nurse.firstp(), ",\n"])
    else:
        n.t(opener + ",\n")
    n.add(["my ", rng.choice(["coaguchek", "meter", "machine"]), " reading this morning was ", inr, ". ",
           rng.choice(["I took my usual dose last night.", "I think I forgot my dose on " , "I've had a cold and been eating less."])])
    if n.parts[-1].endswith("on "):
        n.add([k.ago(rng.randint(1, 3), rng.choice(["wd", "wd3"])), " night."])
    n.t(" ")
    r = rng.random()
    if r < 0.35:
        dep = k.today + dt.timedelta(days=rng.randint(7, 40))
        n.add(["Also we're going to ", P(k.country2, "COUNTRY"), " from ", k.d(dep, rng.choice(["text", "short", "ord"])), " for ",
               rng.choice(["2 weeks", "three weeks", "a month"]), " to see my ", rng.choice(["sister", "son", "grandkids"]),
               ". Can I take the meter on the plane? "])
    elif r < 0.6:
        n.add(["My dentist at ", P(rng.choice(["%s Dental Care" % k.town, "%s Smile Studio" % k.town]), "HOSPITAL"), " wants to take a tooth out on ",
               k.ahead(rng.randint(5, 20), rng.choice(["wd_text", "text"])), ", do I stop the ", rng.choice(["warfarin", k.doac]), "? "])
    else:
        n.add(["My ", k.fam_rel, " ", k.fam.firstp(), " says I look pale. I've had a few nosebleeds this week. "])
    n.add(["You can ring me on ", P(k.mobile, "PHONE"), rng.choice([" after 3", " any time", ""]), ".\n",
           rng.choice(["Thanks", "thanks so much", "Regards", "Cheers"]), "\n", pt.form(rng.choice(["first", "full", "nick"])), "\n\n"])
    n.t("---------- Reply ----------\n")
    n.add(["From: ", k.nurse.full(), ", ", k.nurse.role, "\n"])
    n.add(["Sent: ", k.today_p("num"), " ", "%02d:%02d" % (rng.randint(8, 17), rng.randint(0, 59)), "\n\n"])
    n.add(["Dear ", pt.form(rng.choice(["first", "title_last"])), ",\n"])
    n.add(["Thank you for your message. With an INR of ", inr, " (target ", k.target, ") please ",
           rng.choice(["continue your current dose", "take 1 mg less tonight and then go back to your usual dose",
                       "omit tonight's dose, then restart at the usual dose", "take an extra 1 mg tonight only"]),
           " and re-test on ", k.ahead(rng.choice([3, 5, 7, 14]), rng.choice(["wd_text", "text", "wd"])), ". "])
    if r < 0.35:
        n.t("Yes, the meter can go in hand luggage - carry the letter we gave you. Take enough strips and keep the same evening dosing time (home time). ")
    elif r < 0.6:
        n.t("For a simple extraction you usually don't need to stop; the dentist will use tranexamic acid mouthwash. We will send them a letter. ")
    else:
        n.t("Nosebleeds with a pale appearance need checking - please see your GP for a blood count today, or go to ED if bleeding lasts over 20 minutes. ")
    n.add(["\n", k.nurse.firstp(), "\n", P(k.clinic, "HOSPITAL"), " | ", P(k.clinic_phone, "PHONE"), "\n\n"])
    n.add(["[audit] msg ", P(F.idnum(rng, "order"), "IDNUM"), " received from IP ", P(F.ipaddr(rng), "IPADDR"), " user ",
           pt.username(rng), "; read by ", k.nurse.username(rng), " ", k.today_p("iso"), " ", t0, "\n"])
    n.add(["This message is confidential. Do not reply to automated emails; log in at ", P(F.url(rng, k.hosp_abbr), "URL"), ".\n"])
