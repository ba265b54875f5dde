"""Genres: telephone review; hearing-device funding / prior authorisation form."""
import blocks as B
import ids
import measures as M
import orgs
import pools_clin as PC
from core import art

TEL = {
    "6-week post-fitting review": (
        ["Wearing aids %(h)d h/day. Own voice now acceptable. Some whistling from L when hugging; struggles in %(place)s.",
         "Finds the aids tiring after a few hours; TV much better; phone use with streaming OK."],
        "Good progress, acclimatising. Probable feedback from L dome fit.",
        ["Drop-in for larger dome L.", "Continue full-time use; IOI-HA posted.", "Remote fine-tune offered."]),
    "results call following ENT review": (
        ["ENT reviewed %(him)s; MRI IAMs reported normal. Pt relieved and keen to proceed with aids.",
         "ENT confirmed otosclerosis; pt undecided between stapedotomy and hearing aid."],
        "Asymmetry explained; no retrocochlear pathology.",
        ["Book hearing aid assessment.", "Send BCHD information leaflet.", "GP to be copied into plan."]),
    "tinnitus follow-up": (
        ["Tinnitus less intrusive since using sound generator at night; THI today %(thi)d (was %(thi0)d).",
         "Still waking with tinnitus; sleep 4-5 h; using rain sounds app; mood OK, no thoughts of self-harm."],
        "Improving habituation; no red flags (non-pulsatile, symmetrical).",
        ["Continue sound enrichment; CBT-i self-help link sent.", "Refer to psychology-led tinnitus group.", "Hearing therapist review 3/12."]),
    "hearing aid problem call-back": (
        ["R aid cutting out intermittently, worse in damp weather. Charger lights normal.",
         "L aid dead since dropped in bath; tried drying capsule. R fine."],
        "Likely receiver / moisture fault - needs face-to-face.",
        ["Postal repair pack sent.", "Drop-in repair clinic offered.", "Loan aid to be posted today."]),
    "post-implant switch-on check": (
        ["Voices 'robotic' but improving; using processor all waking hours; no skin issues over magnet.",
         "Hearing environmental sounds again; magnet strength comfortable; some tinnitus in implanted ear."],
        "Expected progress at this stage; no wound or device concerns.",
        ["Next mapping session as planned.", "Auditory training app (home) recommended.", "Coordinator to send rehab pack."]),
    "vestibular rehab progress check": (
        ["Doing gaze stabilisation exercises bd; dizziness on head turns improving, DHI %(dhi)d.",
         "Exercises making %(him)s nauseous; stopped after 3 days. No falls."],
        "Compensating; exercises to be progressed.",
        ["Progress to walking with head turns.", "Physio review 4/52.", "Re-check vHIT in 3 months."]),
    "wax management advice": (
        ["Both ears feel blocked; using olive oil spray 3 days. No pain or discharge.",
         "Hearing aid whistling since ears 'full'; GP practice no longer syringes."],
        "Probable wax occlusion.",
        ["Olive oil 2-3 x daily for 2 weeks then microsuction clinic.", "Sodium bicarbonate drops 5 days; review."]),
}


def telephone_review(x):
    visit = x.rdate()
    s = orgs.site(x, x.ch(["hosp", "aud"]), x.ch(["aud", "tin", "ci", "vest"]))
    pt = B.mkpt(x, visit, 20, 96)
    P = pt.person
    aud = orgs.clin(x, x.ch(["aud", "aud", "nurse"]))
    x.add(x.ch(["TELEPHONE REVIEW - AUDIOLOGY", "Telephone Consultation Note", "Virtual Review (telephone)",
                "TELEPHONE CLINIC"]), "\n", ("HOSPITAL", s["name"]), " / ", s["dept"], "\n\n")
    B.pt_header(x, pt, visit, x.ch([0, 3, 4]))
    x.add("Date: ", ("DATE", x.dw(visit) if x.p(0.3) else x.d(visit)), "   Time: ", B.ttime(x), "   Duration: ",
          str(x.r.randint(6, 25)), " min\n")
    if x.p(0.35):
        x.add("Attempt 1 at ", B.ttime(x), " - no answer, ", x.ch(["voicemail left", "no voicemail facility", "engaged"]), ".\n")
    x.add("Called: ", ("PHONE", pt.phone), " by ", ("DOCTOR", aud.p.plain()), " (", aud.role, ")\n")
    if x.p(0.45):
        rel, fam = B.family_member(x, pt)
        x.add("Spoke with: ", rel, " ", ("FAMILY", fam.plain()), " - patient present and consented to 3rd-party discussion\n")
    else:
        x.add("Spoke with: patient", x.ch(["", " (using speakerphone)", " (captioned telephone)"]), "\n")
    pcw = "ZIP code " if x.c == "US" else "postal code " if x.c == "CA" else "Eircode " if x.c == "IE" else "postcode "
    x.add("ID check: full name, DOB and ")
    if x.p(0.5):
        x.add(pcw, "(", ("ZIP", pt.place["zip"]), ")")
    else:
        x.add("first line of address (", ("STREET", pt.street), ")")
    x.add(" confirmed")
    if x.p(0.5):
        x.add("; voiceprint match ", ("BIOID", ids.bioid(x, "voice")))
    x.add(".\n")
    lang = x.lang(P)
    if lang and x.p(0.5):
        x.add("Interpreter (telephone): ", lang, ", ID ", ("IDNUM", "INT" + x.dig(6)), "\n")
    reason = x.ch(sorted(TEL))
    subs, assess, plans = TEL[reason]
    last = x.shift(visit, -x.r.randint(20, 90))
    x.add("Reason: ", reason, " (last seen ", ("DATE", x.d(last)), ")\n\n")
    He = "He" if pt.sex == "M" else "She"
    vals = {"h": x.r.randint(3, 14), "place": x.ch(["the pub", "church", "the car", "family meals"]),
            "him": "him" if pt.sex == "M" else "her", "thi": x.r.randint(10, 40), "thi0": x.r.randint(42, 80),
            "dhi": x.r.randint(8, 50)}
    x.add("S: ", x.ty(x.ch(subs) % vals), " ")
    if x.p(0.4) and pt.age < 67:
        job = x.job()[0]
        x.add(He, " mentioned ", x.ch(["starting a new job as %s ", "volunteering as %s "]) % art(job),
              ("PROFESSION", job), " ", x.ch(["next month", "in the spring", "soon"]), " - ",
              x.ch(["asked about Access to Work / workplace assessment.", "worried about hearing in meetings.",
                    "would like a remote microphone."]), " ")
    x.add("\n")
    if x.p(0.4):
        x.add("O: remote datalogging via app session (", ("IPADDR", x.ip()), "): %.1f h/day, %d%% noisy environments, "
              "program changes %d/day.\n" % (x.r.uniform(2, 15), x.r.randint(10, 60), x.r.randint(0, 9)))
    x.add("A: ", x.ty(assess), "\n")
    x.add("P: ", x.ty(x.ch(plans)), " ")
    nd = x.shift(visit, x.r.randint(3, 40))
    k = x.r.randint(0, 2)
    if k == 0:
        x.add("Appointment ", ("DATE", x.dw(nd, x.p(0.3))), " ", B.ttime(x), ".")
    elif k == 1:
        x.add("F2F booked ", ("DATE", x.d(nd)), " with ", ("DOCTOR", orgs.clin(x, "aud").p.plain()), ".")
    else:
        x.add("Discharge to PIFU; letter to GP and patient.")
    x.add("\nSafety-netting: ", x.ty(x.ch(["advised to call if sudden hearing loss, ear pain or discharge.",
                                           "sudden change in hearing = same-day ED/ENT.",
                                           "contact team on the number on the letter if worse."])), "\n")
    if x.p(0.5):
        x.add("Parking: blue-badge bay arranged for vehicle reg ", ("VEHICLE", ids.vehicle(x)), " on day of visit.\n")
    elif x.p(0.3):
        x.add("Transport: non-emergency patient transport booked, ref ", ("IDNUM", "PTS" + x.dig(6)), ".\n")
    x.add("Outcome code: ", x.ch(["T2 - follow-up booked", "T1 - advice only", "T3 - discharged"]), "\n\n")
    B.sig(x, aud, lic_p=0.4, contact=x.ch([None, "ext"]), esign_date=visit if x.p(0.5) else None)


def _member_block(x, pt, visit):
    P = pt.person
    x.add("Name: ", ("PATIENT", P.LF()), "   DOB: ", ("DATE", x.d(pt.dob)), "   Age: ", ("AGE", str(pt.age)),
          "   Sex: ", B.sexw(x, pt), "\nAddress: ", x.addr(pt.place, pt.street), "\nPhone: ", ("PHONE", pt.phone))
    if x.p(0.5):
        x.add("   Email: ", ("EMAIL", pt.email))
    x.add("\n")


def funding_authorisation(x):
    visit = x.rdate()
    c = x.c
    s = orgs.site(x, x.ch(["aud", "hosp"]), "aud")
    pt = B.mkpt(x, visit, 19, 90)
    P = pt.person
    aud = orgs.clin(x, "aud")
    titles = {"US": ["PRIOR AUTHORIZATION REQUEST - HEARING AIDS", "PRE-CERTIFICATION: COCHLEAR IMPLANT (CPT 69930)",
                     "Hearing Aid Benefit Verification & Authorization"],
              "CA": ["ASSISTIVE DEVICES PROGRAM - HEARING AID APPLICATION (summary)", "WORKERS' COMPENSATION CLAIM - NOISE-INDUCED HEARING LOSS"],
              "AU": ["HEARING SERVICES PROGRAM - VOUCHER / DEVICE CLAIM", "DVA HEARING SERVICES - PRIOR APPROVAL"],
              "IE": ["TREATMENT BENEFIT SCHEME - HEARING AID CLAIM", "HSE HEARING AID FUNDING APPLICATION"],
              "NZ": ["ACC NOISE-INDUCED HEARING LOSS CLAIM - AUDIOLOGY REPORT", "HEARING AID SUBSIDY & FUNDING APPLICATION"],
              "UK": ["ACCESS TO WORK - HEARING EQUIPMENT SUPPORT", "PRIVATE MEDICAL INSURANCE PRE-AUTHORISATION (BAHA / CI)"]}[c]
    x.add(x.ch(titles), "\n", "Form date: ", ("DATE", x.d(visit)), "   Case/Claim no.: ", ("IDNUM", ids.idnum(x, "claim")), "\n\n")
    x.add("SECTION A - APPLICANT\n")
    _member_block(x, pt, visit)
    # coherent work history from date of birth
    job1, cat1 = x.job(True)
    emp1 = orgs.employer(x, cat1) or orgs.employer(x, "ind")
    s1 = pt.dob.year + x.r.randint(16, 22)
    e1 = min(visit.year - 1, s1 + x.r.randint(3, 18))
    job, cat2 = x.job(x.p(0.6))
    emp = orgs.employer(x, cat2) or orgs.employer(x, "council")
    s2 = min(visit.year, e1 + x.r.randint(0, 3))
    retired = pt.age >= 66
    e2 = min(visit.year, max(s2 + 1, pt.dob.year + x.r.randint(60, 66))) if retired else None
    if c == "US":
        ins = orgs.insurer(x)
        x.add("Payer: ", ("ORGANIZATION", ins), "   Member ID: ", ("HEALTHPLAN", ids.healthplan(x)), "   Group: ",
              ("HEALTHPLAN", ids.group_no(x)), "\nSSN: ", ("SSN", ids.ssn(x)), "\n")
        if x.p(0.5):
            rel, sub = B.family_member(x, pt, rel=x.ch(["wife", "husband", "partner"]))
            x.add("Subscriber: ", ("FAMILY", sub.LF()), " (", rel, "), employer ", ("ORGANIZATION", emp), "\n")
        x.add("Payer UM line: ", ("PHONE", x.phone(intl=x.p(0.2))), "   UM fax: ", ("FAX", x.phone()), "\n")
    elif c == "CA":
        x.add("Health card: ", ("HEALTHPLAN", ids.healthplan(x)), "   SIN: ", ("SSN", ids.ssn(x)), "\n")
        x.add("Employer: ", ("ORGANIZATION", emp), " (", ("DATE", str(s2)), "-", ("DATE", str(e2)) if retired else "present",
              "), occupation ", ("PROFESSION", job), "\n")
    elif c == "AU":
        x.add("Medicare: ", ("HEALTHPLAN", ids.medicare_au(x)), "   Centrelink CRN: ", ("SSN", "9%s %s %s%s" % (x.dig(2), x.dig(3), x.dig(3), x.let(1))), "\n")
        if x.p(0.4):
            x.add("DVA file no.: ", ("HEALTHPLAN", x.ch("NVQWST") + "X" + x.dig(6)), " (Gold Card)\n")
    elif c == "IE":
        x.add("PPSN: ", ("SSN", ids.ssn(x)), "   Medical card: ", ("HEALTHPLAN", ids.healthplan(x)), "\n")
        x.add("Employer: ", ("ORGANIZATION", emp), "; occupation ", ("PROFESSION", job), "\n")
    elif c == "NZ":
        x.add("NHI: ", ("MRN", pt.mrn), "   ", x.ch(["Community Services Card: ", "Policy no.: "]), ("HEALTHPLAN", ids.healthplan(x)), "\n")
    else:
        x.add(B.pt_ids(x, pt, "   "), "\n")
        if x.p(0.5):
            x.add("Insurer: ", ("ORGANIZATION", orgs.insurer(x)), "   Policy no.: ", ("HEALTHPLAN", ids.healthplan(x)), "\n")
    x.add("\nSECTION B - OCCUPATIONAL / NOISE HISTORY\n")
    x.add("- ", ("DATE", str(s1)), "-", ("DATE", str(e1)), ": ", ("PROFESSION", job1), ", ",
          ("ORGANIZATION", emp1), ", ", ("CITY", x.place()["city"]), " - ",
          x.ch(["no hearing protection", "muffs provided, rarely worn", "plugs intermittently"]), "\n")
    x.add("- ", ("DATE", str(s2)), "-", ("DATE", str(e2)) if retired else "present", ": ", ("PROFESSION", job), ", ",
          ("ORGANIZATION", emp), "\n")
    if retired:
        x.add("- Retired since ", ("DATE", str(e2)), "; ", x.ch(["no noisy hobbies", "recreational shooting", "woodwork with power tools"]), "\n")
    if c == "UK":
        mgr = x.person()
        x.add("Line manager: ", ("FAMILY", mgr.plain()), ", ", ("EMAIL", x.email(mgr)), "\n")
    x.add("\nSECTION C - AUDIOLOGICAL FINDINGS\n")
    th = M.thresholds(x, x.ch(["noise", "presby", "noise", "asym", "profound"]))
    x.add(M.table(x, th), "Diagnosis: ", M.describe(th), ".\n")
    if c == "US":
        x.add("ICD-10: H90.3 (SNHL, bilateral); H93.13 (tinnitus, bilateral). HCPCS/CPT: V5261 x2, V5011, 92557, 92567, 92591.\n")
    elif c in ("AU", "NZ"):
        x.add("Binaural %% hearing loss (NAL tables): %.1f%%; %s.\n" % (x.r.uniform(5, 45),
                                                                 "ACC threshold 6% met" if c == "NZ" else "HSP eligibility confirmed"))
    elif c == "CA":
        x.add("Assessment per provincial NIHL guidelines; %d dB average 0.5-4k better ear.\n" % x.r.randint(25, 60))
    x.add("Recommended device(s): ", " ".join(x.ch(PC.HA_MODELS)), " x2", "; quote ", {"US": "$4,990", "AU": "AUD 3,300", "IE": "EUR 2,400", "CA": "CAD 3,800", "NZ": "NZD 5,200", "UK": "GBP 2,950"}[c], ".\n")
    x.add("\nSECTION D - PROVIDER\n")
    x.add(("DOCTOR", aud.p.full()), ", ", aud.cred or aud.role, "\n")
    lic = orgs.lic_for(x, aud)
    if lic:
        x.add(lic[0], ": ", ("LICENSE", lic[1]), "\n")
    x.add(("HOSPITAL", s["name"]), ", ", x.addr(s["place"], s["street"]), "\nTel ", ("PHONE", s["phone"]), "  Fax ", ("FAX", s["fax"]), "\n")
    x.add("Provider account: ", ("ACCOUNT", ids.account(x)), "\n")
    x.add("\nDeclaration signed by applicant ", ("DATE", x.d(visit)), ".\n")
    st = x.ch(["APPROVED", "PENDING - additional info requested", "APPROVED (partial)", "RECEIVED"])
    x.add("\nFor office use: status ", st, "; reviewer ", ("DOCTOR", x.person().plain()), "; auth no. ",
          ("IDNUM", ids.idnum(x, "claim")), "; decision ", ("DATE", x.d(x.shift(visit, x.r.randint(3, 30)), "iso")), "\n")
