"""Own genres: referral triage form, ward dysphagia MDT handover list, telehealth session record."""
from phi import Ph, pick, dig, wpick, fdate, ftime, tseq, ssn, SSN_LABEL, phone, ext, bleep, ip, shift, serial, idnum, bioid, vehicle, account, healthplan, mrn
import clinical as K
import blocks as B
import pools_places as PP
from case import staff, username, email_for, adult_person, Address


def referral_triage(rng, c, n):
    pt = c.pt
    child = c.kind == "child"
    ctry = c.country
    n.ln(pick(rng, ["REFERRAL TO SPEECH AND LANGUAGE THERAPY", "SLT Referral - Triage Record", "Speech Pathology Referral Form",
                    "Outpatient SLP Referral / Intake", "New referral - triage"]))
    n.add("Received: ", c.d(rng), " via ", pick(rng, ["e-RS", "fax", "secure email", "EMR referral", "post", "SystmOne task"]), "\n")
    if ctry == "UK" and rng.random() < .6:
        n.add("UBRN: ", Ph(idnum(rng, "ubrn"), "IDNUM"), "   ")
    n.add("Referral ID: ", Ph(idnum(rng, "ref"), "IDNUM"), "\n\n")
    n.add("REFERRER\n")
    ref = c.gp
    n.add("Name: ", ref.name(rng, pick(rng, ["titlefull", "title"])),
          pick(rng, ["  (GP)", "  (Paediatrician)", "", "  (Community Paediatrician)"] if child else
               ["  (GP)", "", " (Neurologist)", " (ENT)", " (Geriatrician)"]), "\n")
    n.add("Practice: ", Ph(c.practice, "HOSPITAL"), "\n", "Address: ", c.gp_addr.parts(rng), "\n")
    n.add("Tel: ", Ph(c.gp_tel, "PHONE"), "   Fax: ", Ph(c.gp_fax, "FAX"), "\n")
    if rng.random() < .6:
        n.add("Email: ", Ph(c.gp_email, "EMAIL"), "\n")
    if rng.random() < .4:
        lab, val = c.dr_lic
        n.add(lab, ": ", Ph(val, "LICENSE"), "\n")
    n.add("\nPATIENT\n")
    n.add("Surname: ", Ph(pt.last.upper() if rng.random() < .5 else pt.last, "PATIENT"), "   Forename(s): ",
          Ph(pt.first + ((" " + pt.middle) if pt.middle and rng.random() < .5 else ""), "PATIENT"), "\n")
    n.add("DOB: ", c.dobp(rng), "   Age: ", Ph(str(c.age), "AGE"), "   Sex: ", pt.sex, "\n")
    n.add(c.hp[0], ": ", Ph(c.hp[1], "HEALTHPLAN"), "\n")
    n.add("Address: ", c.addr.parts(rng, False, country_name=rng.random() < .2), "\n")
    n.add("Home tel: ", Ph(c.tel, "PHONE"), "   Mobile: ", Ph(c.mob, "PHONE"), "\n")
    if rng.random() < .4:
        lang = PP.COUNTRY_LANG.get(c.birth_country, "Arabic")
        n.add("Interpreter required: Y - ", lang, " (born in ", Ph(c.birth_country, "COUNTRY"), ")\n")
    else:
        n.add("Interpreter required: N\n")
    if ctry in ("US", "CA") and rng.random() < .6 or ctry == "AU" and rng.random() < .3:
        lab = pick(rng, SSN_LABEL[ctry]) if ctry != "AU" else "Centrelink CRN"
        n.add(lab, ": ", Ph(ssn(rng, ctry) + ("" if ctry != "AU" else pick(rng, "ABCHJKLX")), "SSN"), "\n")
    if child:
        n.add("Parent/carer: ", c.mum.name(rng, "full"), "   School/setting: ", Ph(c.school, "ORGANIZATION"), "\n")
    else:
        n.add("NOK: ", c.nok.name(rng, "full"), " (", c.nok_rel, ") ", Ph(c.nok_tel, "PHONE"), "\n")
    if ctry == "US":
        lab, val = c.hp
        glab, gval = healthplan(rng, "US", "group")
        ins = pick(rng, ["Bluecrest Health Plan", "Harborview Mutual", "Medicaid MCO", "Medicare", "Prairie Shield Insurance", "Keystone Meridian Health"])
        n.add("Insurance: ", Ph(ins, "ORGANIZATION") if ins[0] not in "M" else ins, "  ", glab, " ",
              Ph(gval, "HEALTHPLAN"), "  Auth #: ", Ph(idnum(rng, "order"), "IDNUM"), "\n")
    n.add("\nREASON FOR REFERRAL (as written)\n")
    n.add('"', pick(rng, ["Please see ", "Kindly assess ", "I'd be grateful if you could see "]))
    if child:
        n.add(pt.name(rng, pick(rng, ["first", "full"])), ", ", c.cage(rng), ", whose ", pick(rng, ["mum", "nursery"]), " is concerned about ",
              pick(rng, ["unclear speech", "limited words (approx 20)", "stammering", "not understanding instructions", "hoarse voice"]), ". ",
              "Dad works as a ", Ph(pick(rng, PP.PROFESSIONS_ADULT), "PROFESSION"), " and is away a lot.")
    else:
        if c.kind == "voice":
            n.add("this ", pick(rng, ["pleasant ", "", "busy "]), c.aage(rng, ["yo", "year"]), " ", Ph(c.prof, "PROFESSION"), " with ",
                  pick(rng, ["progressive hoarse voice", "vocal fatigue affecting work", "voice loss after URTI 3/12 ago",
                             "throat pain on voicing", "chronic cough, ?ILO"]))
        else:
            n.add("this ", pick(rng, ["pleasant ", "", "lovely "]), c.aage(rng, ["yo", "year"]), " ", pick(rng, ["retired ", "former "]),
                  Ph(c.prof_ret, "PROFESSION"), " with ", pick(rng, ["3/12 hx of choking on solids", "progressive hoarse voice",
                                                                    "slurred speech since stroke in ", "cough after drinking",
                                                                    "word-finding problems"]))
        if n.buf[-1].endswith(" in "):
            n.add(Ph(fdate(rng, shift(c.visit, -rng.randint(40, 400)), ctry, pick(rng, ["month", "year"])), "DATE"))
        n.add(". ", pick(rng, ["Wt down 3kg.", "CXR clear.", "ENT review normal.", "Known Parkinson's, on Sinemet.", "No red flags."]))
    n.add('"\n\n')
    n.add("TRIAGE\n")
    pr = pick(rng, ["Urgent (2/52)", "Routine", "P1", "P2", "P3", "Soon (6/52)"] + ([] if child else ["Redirect to ENT 2WW"]))
    n.add("Priority: ", pr, "\n")
    if child:
        pw = ["Paeds - preschool", "Paeds - complex needs"] if c.age < 5 else ["Paeds - school age", "Fluency", "Paeds - DLD pathway"]
    elif c.kind == "voice":
        pw = ["Voice", "Voice - professional voice user", "Head & neck"]
    else:
        pw = ["Adult dysphagia", "Adult acquired communication", "Head & neck", "Community dysphagia", "Progressive neuro"]
    n.add("Pathway: ", pick(rng, pw), "\n")
    n.add("Triaged by: ", c.slt.name(rng, pick(rng, ["full", "finit", "init"])), " on ", c.d(rng, rng.randint(0, 5)), "\n")
    if rng.random() < .6:
        n.add("Appointment offered: ", c.d(rng, rng.randint(10, 80), pick(rng, ["wk", None])), " at ", ftime(rng), ", ",
              Ph(c.hosp, "HOSPITAL"), pick(rng, [", room ", ", clinic "]), Ph(str(rng.randint(1, 30)), "LOCATION_OTHER"), "\n")
    else:
        n.add("Outcome: ", pick(rng, ["added to waiting list (est 18/52)", "advice letter sent", "declined - not meeting criteria",
                                      "opt-in letter sent; 2/52 to respond"]), "\n")
    if rng.random() < .3:
        n.add(K.coding(rng, ctry), "\n")
    if rng.random() < .35:
        n.add("Transport needs: wheelchair user; ", pick(rng, ["own adapted vehicle ", "son's car "]), Ph(vehicle(rng, ctry), "VEHICLE"),
              " - blue badge bay requested\n")
    if rng.random() < .5:
        B.audit(n, rng, c, days=rng.randint(0, 3))


def mdt_handover(rng, c, n):
    ctry = c.country
    n.ln(pick(rng, ["SLT WARD HANDOVER - DYSPHAGIA LIST", "Stroke MDT - SLT caseload", "Ward dysphagia board", "Weekly MDT meeting notes (SLT)",
                    "SLP inpatient caseload / handover"]))
    n.add("Ward: ", Ph(c.ward, "HOSPITAL"), ", ", Ph(c.hosp, "HOSPITAL"), "\n")
    n.add("Date: ", c.d(rng, 0, pick(rng, [None, "wk"])), "  ", ftime(rng), "\n")
    n.add("Present: ")
    ppl = [c.cons, c.slt, c.slt2, staff(rng), staff(rng)]
    roles = [pick(rng, ["Cons", "consultant", "attending"]), "SLT", pick(rng, ["SLTA", "SLT"]), pick(rng, ["OT", "PT", "physio"]), pick(rng, ["CNS", "NIC", "charge RN", "dietitian"])]
    for i, (p, r) in enumerate(zip(ppl, roles)):
        if i:
            n.add(", ")
        n.add(p.name(rng, "title") if i == 0 else p.name(rng, pick(rng, ["full", "first", "finit"])), " (", r, ")")
    n.add("\n\n")
    tab = rng.random() < .6
    if tab:
        n.add("Bed".ljust(6), "Patient".ljust(26), "Age".ljust(5), "ID".ljust(12), "Diet / fluids".ljust(34), "Notes\n")
        n.add("-" * 100, "\n")
    k = rng.randint(4, 8)
    beds = sorted(rng.sample(range(1, 33), k))
    for j in range(k):
        if j == 0:
            p, age, m = c.pt, c.age, c.mrn
        else:
            p = adult_person(rng, "PATIENT")
            age, m = rng.randint(41, 99), mrn(rng, ctry)
        f, d = K.iddsi_rec(rng)
        diet = pick(rng, ["NBM", f.split(" ")[0] + " " + f.split(" ")[1] + " / " + d.split(" ")[0] + " " + d.split(" ")[1],
                          "NG feeds, NBM", "IDDSI 4 / IDDSI 2", "normal diet & fluids", "PEG + tastes (IDDSI 4)"])
        note = pick(rng, ["for VFSS Thurs", "CXR ?asp", "review post-extubation", "d/w family re risk feeding", "drowsy am, repeat pm",
                          "FEES booked", "chest clear, upgrade?", "awaiting dietitian", "EOL - comfort feeding", "GCS 13", "NIHSS 18"])
        if tab:
            bs = str(beds[j])
            n.add(Ph(bs, "LOCATION_OTHER"), " " * (6 - len(bs)))
            nm = p.name(rng, pick(rng, ["lastinit", "LASTFIRST", "full", "finit"]))
            nl = len(nm.text) if isinstance(nm, Ph) else 8
            n.add(nm, " " * max(1, 26 - nl))
            n.add(Ph(str(age), "AGE"), " " * (5 - len(str(age))), Ph(m, "MRN"), " " * max(1, 12 - len(m)), diet.ljust(34), note, "\n")
        else:
            n.add("Bed ", Ph(str(beds[j]), "LOCATION_OTHER"), " - ", p.name(rng, pick(rng, ["full", "lastinit", "title"])), " ",
                  Ph(str(age), "AGE"), pick(rng, ["yo", "y", " yrs"]), " ", pick(rng, ["M", "F", ""]), ": ", pick(rng, K.DX_ADULT), ". ", diet, ". ", note)
            if rng.random() < .3:
                n.add(". ", pick(rng, ["Daughter ", "Wife ", "Son ", "Husband "]), adult_person(rng, "FAMILY").name(rng, "first"), " aware")
            n.add(".\n")
    n.add("\nActions:\n")
    acts = [("VFSS requests x", "%d" % rng.randint(1, 3)), ("Update dysphagia signs above beds", ""), ("Chase thickener supply from pharmacy", ""),
            ("Mouth care audit this week", ""), ("Risk feeding discussion - ", "")]
    for a, b in rng.sample(acts, 3):
        n.add("- ", a, b)
        if a.startswith("Risk"):
            n.add(c.nok_rel, " ", c.nok.name(rng, "full"), " to attend ", c.d(rng, rng.randint(1, 4), pick(rng, ["wk", "short"])))
        n.add(" (", c.slt.name(rng, pick(rng, ["init", "first"])), ")\n")
    if rng.random() < .5:
        n.add("\nSLT bleep today: ", Ph(bleep(rng), "PHONE"), "   Ward ext: ", Ph(c.dept_tel, "PHONE"), "\n")
    if rng.random() < .5:
        B.audit(n, rng, c)


def telehealth(rng, c, n):
    pt = c.pt
    ctry = c.country
    child = c.kind == "child"
    plat = pick(rng, {"UK": ["Attend Anywhere", "Microsoft Teams", "Accurx video"], "US": ["Zoom for Healthcare", "Doxy.me", "Epic Video Visit"],
                      "AU": ["Coviu", "Healthdirect Video Call", "Zoom"], "CA": ["OTN Hub", "Zoom for Healthcare", "Microsoft Teams"]}[ctry])
    n.ln(pick(rng, ["TELEHEALTH SESSION RECORD", "Video Consultation - SLT", "Telepractice Session Note", "Virtual visit (video) - Speech Pathology"]))
    n.add("Platform: ", plat, "   Session ID: ", Ph(idnum(rng, "session"), "IDNUM"), "\n")
    if rng.random() < .6:
        n.add("Meeting link: ", Ph(pick(rng, ["https://video.example.com/room/", "https://meet.example.net/j/", "https://telehealth.example.org/wr/"]) + dig(rng, 9), "URL"), "\n")
    tt = tseq(rng, 2)
    n.add("Date: ", c.d(rng), "  Start ", tt[0], "  End ", tt[1], "\n")
    n.add("Clinician: ", c.slt.name(rng, "full"), " - located at ", Ph(c.hosp, "HOSPITAL"), pick(rng, [", office ", ", room "]), Ph(str(rng.randint(1, 40)), "LOCATION_OTHER"), "\n")
    n.add("Patient: ", pt.name(rng, pick(rng, ["full", "LASTFIRST"])), "  DOB ", c.dobp(rng), "  ", c.mrn_label, " ", Ph(c.mrn, "MRN"), "\n")
    n.add("Patient location during call: ", pick(rng, ["home - ", "home, ", "care home - "]))
    if n.buf[-1].startswith("care"):
        n.add(Ph(c.care_home, "HOSPITAL"), ", ", Ph(c.addr.city, "CITY"))
    else:
        n.add(c.addr.parts(rng))
    n.add("\nEmergency contact for session: ", (c.mum if child else c.nok).name(rng, pick(rng, ["full", "first"])), " ", Ph(c.nok_tel, "PHONE"), "\n")
    n.add("Also present: ", pick(rng, ["none", "mum", "wife", "carer", "interpreter (3-way)"]))
    if n.buf[-1] in ("mum", "wife", "carer"):
        n.add(" ", (c.mum if child else c.nok).name(rng, "first"))
    n.add("\nConsent for video consultation: ", pick(rng, ["verbal consent obtained and documented", "consent form on file"] +
                                                      (["consent given by parent"] if child else ["consent given by patient"])), "\n\n")
    n.add("Connection log:\n")
    ts = tseq(rng, 4)
    n.add("  ", ts[0], "  participant '", Ph(username(rng, pt if not child else c.mum), "USERNAME"), "' joined from ", Ph(ip(rng), "IPADDR"),
          pick(rng, [" (Chrome/Win10)", " (iPad app)", " (Android)", ""]), "\n")
    n.add("  ", ts[1], "  clinician '", Ph(username(rng, c.slt), "USERNAME"), "' joined from ", Ph(ip(rng), "IPADDR"), "\n")
    if rng.random() < .5:
        n.add("  ", ts[2], "  audio dropout; reconnected at ", ts[3], " from ", Ph(ip(rng), "IPADDR"), "\n")
    n.add("  Quality: ", pick(rng, ["good", "fair - some lag", "poor - switched to phone for 5 min"]), "\n\n")
    area = pick(rng, ["speech", "fluency"] if child else ["aphasia", "dysarthria", "dysphagia", "voice"])
    n.add("Session content:\n")
    K.bullets(n, rng, rng.sample(K.THERAPY_TASKS[area], min(3, len(K.THERAPY_TASKS[area]))))
    if area == "dysphagia":
        n.add("Observed mealtime via camera: ", pick(rng, K.IDDSI_FOOD), "; ", pick(rng, ["no overt s/s", "coughing x2 on thin"]), ".\n")
    n.add("\nOutcome: ", pick(rng, K.OUTCOME), ". ", pick(rng, ["Telehealth suitable to continue.", "Next session face-to-face.",
                                                             "Family to practise 10 min daily.", "Share screen resources worked well."]), "\n")
    n.add("Resources emailed to ", Ph(c.email, "EMAIL"), " incl. link ", Ph(pick(rng, ["www.example.org/slt/resources", "https://www.example.com/speech/home",
                                                                                       "resources.example.net/aphasia/naming"]), "URL"), "\n")
    n.add("Next video session: ", c.d(rng, pick(rng, [7, 14, 21]), pick(rng, ["wk", None])), "\n\n")
    B.sig(n, rng, c, with_lic=rng.random() < .4)
    if rng.random() < .4:
        B.audit(n, rng, c)
