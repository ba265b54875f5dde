"""Genres: therapy session note, school/nursery liaison letter, discharge letter to GP, telephone encounter."""
from phi import Ph, pick, dig, wpick, fdate, ftime, tseq, phone, ext, bleep, ip, shift, serial, idnum, bioid, vehicle, account, ssn, SSN_LABEL
import clinical as K
import blocks as B
import pools_places as PP
from case import staff, username, email_for, care_home, Address

GOALS = {
    "aphasia": ["name 20 functional items with <=1 cue", "use 3-word phrases to request at home", "read short text messages independently",
                "write own name and address from memory"],
    "dysarthria": ["be understood by unfamiliar listener on phone 80% of the time", "use pacing strategy in conversation",
                   "increase loudness to 70 dB SPL at 30cm"],
    "dysphagia": ["tolerate IDDSI 6 with no s/s aspiration", "complete meals in <30 min", "independently use chin tuck on thin fluids"],
    "voice": ["use resonant voice in 2 lessons/day", "reduce throat clearing to <5/day", "VHI-10 below 11"],
    "speech": ["produce /k/ in word-initial position 80% in structured tasks", "be understood by nursery staff most of the time",
               "self-correct /s/ clusters at sentence level"],
    "fluency": ["severity rating 0-1 for 3 consecutive weeks", "use smooth speech when ordering food", "reduce avoidance of speaking in class"],
}


def therapy_session(rng, c, n):
    pt = c.pt
    child = c.kind == "child"
    area = pick(rng, ["speech", "fluency", "speech"] if child else ["aphasia", "dysarthria", "dysphagia", "voice", "aphasia"])
    sess = rng.randint(1, 12)
    k = rng.randint(0, 2)
    if k == 0:
        n.add(pick(rng, ["SLT Therapy Session", "Speech Therapy Treatment Note", "Speech Pathology - Progress Note", "Treatment session"]),
              " - ", c.d(rng), " ", ftime(rng), "\n")
        n.add("Pt: ", pt.name(rng, pick(rng, ["full", "LASTFIRST"])), "  (", c.mrn_label, " ", Ph(c.mrn, "MRN"), ")\n")
    elif k == 1:
        B.demo_block(n, rng, c, style="table", fields=["name", "dob", "mrn", "acct"])
        n.add("Date of service: ", c.d(rng), "   Session ", str(sess), " of ", str(sess + rng.randint(0, 6)), "\n")
    else:
        n.add(c.d(rng, 0, pick(rng, ["num", "num2", "wk", "iso"])), " ", ftime(rng), " ", B.SLT_WORD[c.country], " - ", pt.name(rng, "LASTFIRST"),
              " - ", pick(rng, ["Rx", "tx session", "therapy"]), " #", str(sess), "\n")
    where = rng.randint(0, 3)
    if where == 0:
        n.add("Seen at home: ", c.addr.parts(rng), ". ")
        if rng.random() < .5:
            n.add("Visitor parking permit issued for vehicle ", Ph(vehicle(rng, c.country), "VEHICLE"), ". ")
    elif where == 1:
        n.add("Seen in clinic, ", Ph(c.hosp, "HOSPITAL"), pick(rng, [" room ", ", therapy rm "]), Ph(str(rng.randint(1, 24)), "LOCATION_OTHER"), ". ")
    elif where == 2 and not child:
        n.add("Seen on ", Ph(c.ward, "HOSPITAL"), ", bed ", Ph(c.bed, "LOCATION_OTHER"), ". ")
    else:
        n.add("Seen at ", Ph(c.school, "ORGANIZATION") if child else Ph(c.care_home, "HOSPITAL"), ". ")
    if child:
        who = pick(rng, ["mum", "dad", "TA"] if where == 3 else ["mum", "dad", "mum"])
        n.add("Present: ", who, " ")
        n.add(c.mum.name(rng, "first") if who == "mum" else (c.dad.name(rng, "first") if who == "dad" else c.teacher.name(rng, "title")))
    else:
        n.add("Present: ", c.nok_rel, " ", c.nok.name(rng, pick(rng, ["first", "full"])))
    n.add("\n\n")
    if rng.random() < .6:
        n.add("Goals (set ", c.d(rng, -rng.randint(14, 90), pick(rng, ["num", "short", "abbr"])), "):\n")
        for i, g in enumerate(rng.sample(GOALS[area], min(len(GOALS[area]), rng.randint(1, 3)))):
            n.add("  LTG%d: " % (i + 1), g, " - ", pick(rng, ["ongoing", "partially met", "met", "not yet started"]), "\n")
        n.add("\n")
    n.add("S: ")
    if child:
        n.add(pick(rng, ["Mum reports ", "Parent reports ", "Dad says "]), pt.name(rng, pick(rng, ["first", "nick"])),
              pick(rng, [" has been practising most days.", " refused homework this week.", " is being understood more at nursery.",
                         " had a bumpy week - 2 days off with a cold.", " stammered more after half term."]), " ")
    else:
        n.add(c.ptn(rng), pick(rng, [" reports feeling tired today.", " keen to work on phone calls.", " says swallowing 'much better'.",
                                     " frustrated with word-finding at church.", " practised exercises 5/7 days."]), " ")
    n.add(K.neg(rng, 1), "\n")
    n.add("O: ")
    tasks = rng.sample(K.THERAPY_TASKS[area], min(len(K.THERAPY_TASKS[area]), rng.randint(2, 4)))
    for t in tasks:
        n.add("\n  - ", t)
        if rng.random() < .5:
            a = rng.randint(3, 18)
            n.add(": %d/20 (%d%%)" % (a, 5 * a))
    n.add("\n")
    if area == "dysphagia":
        f, d = K.iddsi_rec(rng)
        n.add("  - Meal observation: ", f, ", ", d, "; ", pick(rng, ["no overt s/s", "1 episode of coughing", "fatigue after 15 min"]), "\n")
    n.add("A: ", pick(rng, ["Good progress towards goal 2.", "Plateau in accuracy; consider change of approach.", "Carryover emerging at sentence level.",
                            "Reduced engagement today - fatigue.", "Goals partially met."]), " ", pick(rng, K.OUTCOME), ".\n")
    n.add("P: ", pick(rng, ["Continue current programme.", "Home practice sheet given (", "Increase complexity to phrase level.",
                            "Discharge at next session if maintained."]))
    if n.buf[-1].endswith("("):
        n.add(Ph(pick(rng, ["www.example.org/slt/home-practice", "https://resources.example.net/speech/sheet-4", "example.com/therapy/s-words"]), "URL"), ").")
    n.add(" Next session: ", c.d(rng, pick(rng, [7, 7, 14, 3, 10]), pick(rng, ["wk", "short", None])), " ", ftime(rng), ".\n")
    if child and rng.random() < .5:
        n.add("Liaison: update emailed to ", c.teacher.name(rng, pick(rng, ["titlefull", "title"])), " at ", Ph(c.school, "ORGANIZATION"), " (",
              Ph(email_for(rng, c.teacher, False).split("@")[0] + "@school.example.org", "EMAIL"), ").\n")
    elif not child and rng.random() < .4:
        n.add("Carer ", c.nok.name(rng, "first"), " shown exercises; written copy left. ", c.nok_rel.capitalize(), " works as a ",
              Ph(pick(rng, PP.PROFESSIONS_ADULT), "PROFESSION"), " so practice mainly evenings.\n")
    if c.country == "US":
        n.add("Billing: ", K.code(rng, "US"), "; ", c.acct[0], " ", Ph(c.acct[1], "ACCOUNT"), "; units: ", str(rng.randint(1, 4)), "\n")
    elif rng.random() < .5:
        n.add(c.acct[0], ": ", Ph(c.acct[1], "ACCOUNT"), "  Duration: ", str(pick(rng, [30, 45, 60])), " min\n")
    n.add("\n")
    if rng.random() < .5:
        n.add(c.slt.name(rng, pick(rng, ["full", "finit"])), " ", B.SLT_WORD[c.country] if rng.random() < .5 else B.cred(rng, c) or "SLT", "\n")
    else:
        B.sig(n, rng, c, with_lic=False)
    if rng.random() < .5:
        B.audit(n, rng, c)


def school_letter(rng, c, n):
    pt = c.pt
    t = c.teacher
    t.title = pick(rng, ["Mrs", "Ms", "Mr", "Miss"])
    B.dept_letterhead(n, rng, c)
    n.add(c.d(rng, 0, pick(rng, ["long", "ord", "num", "abbr"])), "\n\n")
    n.add(t.name(rng, pick(rng, ["titlefull", "full"])), "\n", pick(rng, ["SENCo", "Class Teacher", "Inclusion Lead", "Early Years Practitioner",
                                                                        "Learning Support Teacher", "Room Leader"]), "\n",
          Ph(c.school, "ORGANIZATION"), "\n")
    sa = Address(rng, c.country, c.addr.city if rng.random() < .6 else None)
    n.add(sa.parts(rng, True), "\n")
    if rng.random() < .4:
        n.add("By email: ", Ph(email_for(rng, t, False).split("@")[0] + "@" + pick(rng, ["school.example.org", "example.org", "education.example.net"]), "EMAIL"), "\n")
    n.add("\nDear ", t.name(rng, pick(rng, ["title", "first"])), ",\n\n")
    n.add("Re: ", pt.name(rng, pick(rng, ["full", "fullmid"])), "  DOB: ", c.dobp(rng), pick(rng, ["", "  " + pick(rng, ["Year 1", "Year 2", "Reception", "Grade 1", "Kindergarten", "Prep", "Nursery", "P2"])]), "\n\n")
    nm = pt.name(rng, pick(rng, ["first", "nick"]))
    n.add("I am writing following my ", pick(rng, ["visit to ", "observation at ", "review of "]), Ph(c.school, "ORGANIZATION"), " on ",
          c.d(rng, -rng.randint(1, 20), pick(rng, ["long", "wk", "ord", "num"])), ". As you know, ", nm, " (", c.cage(rng), ") ",
          pick(rng, ["has been known to our service since ", "was referred to SLT in ", "started therapy in "]),
          Ph(fdate(rng, shift(c.visit, -rng.randint(90, 700)), c.country, "month"), "DATE"), " with ", pick(rng, K.PAEDS_DX), ".\n\n")
    n.add(pick(rng, ["In class I observed that ", "During the observation "]), pt.name(rng, "first"),
          pick(rng, [" followed the group instruction only after a peer modelled it", " used mostly single words with the TA",
                     " was reluctant to answer in carpet time but chatted at the water tray", " was understood by staff about half the time"]),
          ". ", pick(rng, ["Attention was good for 5-10 min with a visual timer.", "Background noise in the hall made listening hard.",
                           "Peers were supportive and waited for turns."]), "\n\n")
    n.add(pick(rng, ["Current targets:", "Targets for this term:", "What we are working on:"]), "\n")
    K.bullets(n, rng, [pick(rng, K.THERAPY_TASKS["speech"]), pick(rng, ["following 2-part instructions with visual support",
                                                                      "answering 'who/what/where' questions (Blank Level 2)",
                                                                      "using 3-4 word sentences with 'and'", "turn-taking in small group",
                                                                      "asking for help using a key phrase"])], "num")
    n.add("\nStrategies for the classroom:\n")
    K.bullets(n, rng, rng.sample(K.PAEDS_STRATS, rng.randint(2, 4)))
    n.add("\n", pick(rng, ["Documentation: ", "Support plan: "]), pick(rng, {"UK": ["included in SEN Support plan", "EHCP needs assessment requested - Section F advice to follow",
                                                                                  "My Support Plan updated"],
                                                                           "US": ["IEP meeting scheduled", "504 plan recommended", "eligibility under SLI"],
                                                                           "AU": ["NCCD - supplementary adjustment", "Individual Learning Plan", "NDIS early childhood approach"],
                                                                           "CA": ["IPRC referral", "IEP updated", "Individual Program Plan (IPP)"]}[c.country]), ".\n")
    if rng.random() < .5:
        n.add("I would be grateful if ", pick(rng, ["you", "the TA"]), " could complete the enclosed rating form and return it by ",
              c.d(rng, rng.randint(10, 30), pick(rng, ["long", "wk", "num"])), ".\n")
    who = pick(rng, ["mum, ", "dad, ", "", "parents, "])
    n.add("\nI have shared this letter with ", who)
    n.add(c.dad.name(rng, pick(rng, ["full", "titlefull", "first"])) if who.startswith("dad") else c.mum.name(rng, pick(rng, ["full", "titlefull", "first"])))
    n.add(", who is happy for school to contact me directly on ", Ph(c.dept_tel + (ext(rng) if rng.random() < .4 else ""), "PHONE"),
          pick(rng, [" or ", " / "]), Ph(c.slt_email, "EMAIL"), ".\n\n")
    n.add(pick(rng, ["Yours sincerely,", "Kind regards,", "Best wishes,"]), "\n\n\n")
    B.sig(n, rng, c, prefix="", with_contact=False)
    n.add("\ncc: ", c.mum.name(rng, pick(rng, ["titlefull", "full"])), ", ", c.addr.parts(rng), "\n")
    if rng.random() < .6:
        n.add("     ", c.gp.name(rng, "title"), ", ", Ph(c.practice, "HOSPITAL"), "\n")
    if rng.random() < .3:
        n.add("     ", staff(rng).name(rng, "full"), pick(rng, [", Educational Psychologist", ", Paediatrician", ", Health Visitor"]), "\n")


def gp_discharge(rng, c, n):
    pt = c.pt
    gp = c.gp
    B.dept_letterhead(n, rng, c)
    n.add(pick(rng, ["Date: ", "Date dictated: ", ""]), c.d(rng, 0, pick(rng, ["num", "long", "ord"])), "\n")
    if rng.random() < .4:
        n.add("Date typed: ", c.d(rng, rng.randint(1, 6), "num"), "\n")
    n.add("\n", gp.name(rng, pick(rng, ["titlefull", "title"])), "\n", Ph(c.practice, "HOSPITAL"), "\n", c.gp_addr.parts(rng, True), "\n")
    if rng.random() < .5:
        n.add("Fax: ", Ph(c.gp_fax, "FAX"), "\n")
    n.add("\nDear ", gp.name(rng, "title"), ",\n\n")
    n.add(pick(rng, ["Re: ", "RE: ", "Patient: "]), pt.name(rng, pick(rng, ["full", "LASTFIRST", "fullmid"])), "\n")
    n.add("DOB: ", c.dobp(rng), "   ", c.hp[0], ": ", Ph(c.hp[1], "HEALTHPLAN"), "   ", c.mrn_label, ": ", Ph(c.mrn, "MRN"), "\n")
    n.add(c.addr.parts(rng), "\n\n")
    n.add(pick(rng, ["Discharge from Speech and Language Therapy", "SLT discharge summary", "Discharge from Speech Pathology",
                     "Notification of discharge - dysphagia"]), "\n\n")
    adm = -rng.randint(10, 60)
    n.add(pick(rng, ["I am writing to let you know that ", "This is to inform you that "]), c.ptn(rng, ["title", "full"]),
          " has been discharged from ", pick(rng, ["our caseload", "the inpatient SLT service", "community SLT"]), " on ",
          c.d(rng, 0, pick(rng, ["long", "num", "ord"])), ". ", c.ptn(rng, ["title", "first"]), " (", c.aage(rng, ["yo", "year"]), ") was admitted to ",
          Ph(c.hosp, "HOSPITAL"), " on ", c.d(rng, adm), " with ", pick(rng, K.DX_ADULT))
    if rng.random() < .5:
        n.add(" and was discharged home on ")
    else:
        n.add(" and transferred to ", Ph(c.care_home, "HOSPITAL"), " on ")
    n.add(c.d(rng, -rng.randint(1, 9)), ".\n\n")
    n.add("Summary of SLT input:\n")
    inst = pick(rng, ["bedside", "VFSS", "FEES"])
    if inst == "bedside":
        n.add("Initial bedside assessment showed moderate oropharyngeal dysphagia. ")
    else:
        n.add(inst, " on ", c.d(rng, adm + rng.randint(2, 8)), " showed ", K.pas_line(rng)[1], " on thin fluids. ")
    n.add(pick(rng, ["Swallow improved steadily with exercises (" + pick(rng, K.EXERCISES) + "). ",
                     "Communication: mild expressive aphasia, word-finding difficulties in conversation. ",
                     "Dysarthria mild; intelligible in context. ", "Cognitive-communication difficulties noted (MoCA 19/30). "]))
    n.add(K.neg(rng, 1), "\n\n")
    f, d = K.iddsi_rec(rng)
    n.add("Current recommendations:\n")
    K.bullets(n, rng, ["Diet: " + f, "Drinks: " + d] + K.strategies(rng, rng.randint(1, 3)))
    n.add("\n", pick(rng, ["Re-referral: ", "Please re-refer if: "]),
          pick(rng, ["signs of aspiration (coughing, chest infections), weight loss or change in swallow.",
                     "new difficulty with communication or swallowing.", "any deterioration - open access for 6/12."]), "\n")
    if rng.random() < .5:
        n.add("Prescription request: ", pick(rng, K.THICKENER), " ", pick(rng, ["125g tubs", "1.5kg tub", "sachets"]), " x ",
              str(rng.randint(2, 8)), " per month.\n")
    if rng.random() < .4:
        n.add("Patient information leaflet: ", Ph(pick(rng, ["www.example.org/leaflets/iddsi-level5", "https://www.example.net/dysphagia-info",
                                                             "patientinfo.example.com/slt/thickened-drinks"]), "URL"), "\n")
    n.add("\n", pick(rng, ["Yours sincerely", "Kind regards", "Yours faithfully"]), "\n\n\n")
    B.sig(n, rng, c, prefix="")
    if rng.random() < .5:
        n.add("\nDictated by ", c.slt.name(rng, "init"), " / typed by ", staff(rng).name(rng, pick(rng, ["initlow", "init"])), "\n")
    B.cc_block(n, rng, c, gp=False, pt=True, extra=[Ph(c.care_home, "HOSPITAL")] if rng.random() < .3 else None)
    if rng.random() < .4:
        B.audit(n, rng, c)


TEL_CHILD = [" says still not saying 's' sounds, nursery worried. asked re waiting list.",
             " calling to cancel appt - child poorly (temp 38.4). rebook pls.",
             " reports stammer much worse past 2/52, v upset at school.",
             " asking for copy of report for EHCP application.",
             " wanted advice re dummy use and bottle."]
TEL_ADULT = [" reports coughing ++ with tea since weekend, temp 37.9, GP aware.",
             " asking whether ok to give thin drinks now as 'swallowing seems fine'.",
             " says thickener prescription not arrived - pharmacy says not on repeat.",
             " concerned re weight loss approx 4kg over 6/52, not finishing meals.",
             " requesting VFSS result; explained report pending with radiology.",
             " wants to rearrange clinic appt due to hospital transport issue."]
TEL_QA = [("q: any temperature or chest infection?", ["a: no", "a: GP gave abx last wk (amoxicillin 5/7)", "a: not that I know of"]),
          ("q: is he/she eating the recommended texture?", ["a: mostly, sometimes has toast", "a: yes, minced & moist", "a: carers give soup"]),
          ("q: any coughing with drinks?", ["a: with tea, not with thickened water", "a: only when rushing", "a: no"]),
          ("q: how is speech day to day?", ["a: better in mornings", "a: worse when tired", "a: family understand most of it"])]


def telephone(rng, c, n):
    pt = c.pt
    child = c.kind == "child"
    caller = c.mum if child else c.nok
    rel = "mother" if child else c.nok_rel
    times = tseq(rng, 4)
    n.add(pick(rng, ["TELEPHONE ENCOUNTER", "Telephone contact", "Phone call", "TC", "Telephone Encounter Note"]), "  ",
          c.d(rng), " ", times[1], "\n")
    if rng.random() < .5:
        n.add("Pt: ", pt.name(rng, pick(rng, ["LASTFIRST", "full"])), "  DOB ", c.dobp(rng), "  ", c.mrn_label, " ", Ph(c.mrn, "MRN"), "\n")
    else:
        n.add(pt.name(rng, "LASTFIRST"), " | ", Ph(c.mrn, "MRN"), " | ", c.dobp(rng), "\n")
    inbound = rng.random() < .6
    if inbound:
        n.add("Caller: ", caller.name(rng, pick(rng, ["full", "titlefull", "first"])), " (", rel, ")  Call-back: ", Ph(pick(rng, [c.nok_tel, c.mob, c.tel]), "PHONE"), "\n")
    else:
        n.add("Outgoing call to ", caller.name(rng, pick(rng, ["full", "first"])), " (", rel, ") on ", Ph(pick(rng, [c.nok_tel, c.mob]), "PHONE"), "\n")
        if rng.random() < .5:
            n.add("1st attempt ", times[0], " - no answer, VM left on ", Ph(c.tel, "PHONE"), ". Answered on 2nd attempt.\n")
    idv = rng.random()
    if idv < .45:
        n.add("ID check: DOB and first line of address (", Ph(c.addr.street, "STREET"), ") confirmed")
        if rng.random() < .5:
            n.add("; voice biometric match ID ", Ph(bioid(rng), "BIOID"))
        n.add(".\n")
    elif idv < .65:
        n.add("Caller verified via voiceprint (ref ", Ph(bioid(rng), "BIOID"), ") + ", "ZIP" if c.country == "US" else pick(rng, ["postcode", "postal code"]),
              " ", Ph(c.addr.zip, "ZIP"), "\n")
    if c.country == "US" and rng.random() < .35:
        n.add("Identity: last 4 of ", pick(rng, SSN_LABEL["US"]), " confirmed; full ", Ph(ssn(rng, "US"), "SSN"), " on file\n")
    if rng.random() < .4:
        n.add("Last SLT contact: ", c.d(rng, -rng.randint(7, 60), pick(rng, ["num", "short", "abbr"])), " (", pick(rng, ["clinic", "home visit", "ward review", "video"]),
              ", ", c.slt2.name(rng, pick(rng, ["full", "finit", "init"])), ")\n")
    n.add("\n")
    n.add(caller.name(rng, pick(rng, ["first", "title"])), pick(rng, TEL_CHILD if child else TEL_ADULT), "\n")
    for q, ans in rng.sample(TEL_QA, rng.randint(0, 3)):
        n.add(q, " ", pick(rng, ans), "\n")
    if not child and rng.random() < .35:
        n.add("Current recs (copied from last note): ", " / ".join(K.iddsi_rec(rng)), "; ", "; ".join(K.strategies(rng, 2)), ".\n")
    n.add(pick(rng, ["Advice given: ", "Plan: ", "Action: "]))
    act = pick(rng, ["continue current IDDSI recommendations; if pyrexial or SOB contact GP/111 or 999 in emergency.",
                     "reiterated strategies - upright, small sips, supervision.",
                     "emailed GP surgery re repeat prescription.", "booked review for ",
                     "added to cancellation list; current wait approx 14/52.", "will discuss at MDT and call back."])
    n.add(act)
    if act.endswith("for "):
        n.add(c.d(rng, rng.randint(2, 20), pick(rng, ["wk", "short", None])), " ", ftime(rng), ".")
    n.add("\n")
    if rng.random() < .5:
        n.add("Email sent to ", Ph(pick(rng, [c.email, c.gp_email]), "EMAIL"), " with ", pick(rng, ["IDDSI leaflet", "appointment letter", "home programme"]), ".\n")
    if rng.random() < .55:
        n.add("Transport: ", pick(rng, ["PTS booked", "taxi booked via transport office", "community transport arranged"]), " ref ",
              Ph(idnum(rng, "ref"), "IDNUM"), "; vehicle reg ", Ph(vehicle(rng, c.country), "VEHICLE"))
        if rng.random() < .5:
            n.add(", pick-up ", times[3])
        else:
            n.add(", collect from ", Ph(c.addr.street, "STREET"))
        n.add(".\n")
    if rng.random() < .3:
        n.add("GP practice ", Ph(c.practice, "HOSPITAL"), " informed on ", Ph(c.gp_tel, "PHONE"), ".\n")
    n.add("Duration: ", str(rng.randint(3, 25)), " min.\n\n")
    n.add(c.slt.name(rng, pick(rng, ["full", "finit", "lastinit"])), ", ", B.SLT_WORD[c.country] if rng.random() < .6 else B.role(rng, c))
    if rng.random() < .5:
        n.add(" (", Ph(username(rng, c.slt), "USERNAME"), ")")
    n.add("\n")
