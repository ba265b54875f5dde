"""Genres: patient portal message thread, telephone triage note, tele-consult (e-consult),
driver vision certification form."""
import core
import ctxmod
import persona
import pools
from core import P, pick, chance, wpick, fdate

PT_MSGS = {
    "derm": [("the spot where you did the biopsy is still oozing a little and its red around it, is that normal?? no fever",
              "Thanks for your message. {d} reviewed this. Some oozing can be normal - apply vaseline twice a day and keep covered. If you see spreading redness, pus or fever call us at {ph}."),
             ("my insurance denied the dupixent again, what do i do now",
              "Our prior auth team is submitting an appeal with your records. Usually 7-10 business days; we will update you here."),
             ("I have a new rash on my arms since starting the methotrexate, pics attached",
              "{d} looked at your photos. Please hold the methotrexate and come in - we have an opening on {nv}. Call {ph} to confirm."),
             ("can i go swimming with the stitches? we have a trip coming up",
              "Please avoid pools, hot tubs and lakes until the stitches are out and the wound is closed, about 2 weeks."),
             ("The cream is burning really bad, like raw. Should I stop the 5-FU?",
              "That reaction is expected but {d} recommends you stop for 3 days, use vaseline, then restart every other night.")],
    "eye": [("my eye is a little red after the shot yesterday but vision same, no pain. ok?",
             "Mild redness at the injection site is common. If you develop pain, worse vision or light sensitivity call {ph} right away, even after hours."),
            ("I ran out of my latanoprost and the pharmacy says I need a new rx",
             "I have sent a new prescription to {pharm} with refills for one year."),
            ("seeing more floaters in the right eye since this morning, no curtain",
             "Please call the office at {ph} now so we can see you today. If after hours go to the ER."),
            ("Can I drive to my appt after the dilation? nobody can bring me",
             "Dilation blurs vision for 4-6 hours; we can check you without dilating and reschedule the dilated exam on {nv}."),
            ("When can I wear eye makeup after the cataract surgery",
             "{d} recommends no eye makeup for 2 weeks after surgery. Keep using your drops as instructed.")],
    "ent": [("the ear tube is draining yellow stuff since yesterday, no fever",
             "That is common with tubes. Use the ofloxacin drops 4 drops twice a day for 7 days and keep water out. If still draining after that, call {ph}."),
            ("still a little nosebleed after the septoplasty, normal?? packing comes out in 2 days",
             "Light oozing is expected. Keep head elevated and use saline spray. Heavy bleeding that will not stop with 15 minutes of pressure - call {ph} or go to the ER."),
            ("the hearing aids keep whistling when i put my glasses on",
             "Feedback can happen when the domes are loose. Our audiologist can see you on {nv} to adjust them."),
            ("can I fly next week after the sinus surgery",
             "{d} is ok with flying 1 week after surgery. Use the saline rinses before the flight."),
            ("the allergy shot spot swelled up as big as a golf ball, is that ok",
             "Please tell the nurse before your next shot - we may need to adjust the dose. Use ice and an antihistamine. Any throat tightness or wheezing use your EpiPen and call 911.")],
}
FOLLOW_UPS = [("ok thank you!!", "You're welcome. Let us know if anything changes."),
              ("it is not better, can someone call me", "I will have the nurse call you this afternoon at the number on file."),
              ("thanks. one more thing - can you fax the form to my work", "Sure - please send us the fax number and the form will go out today."),
              ("got it. I'll pick it up after work", "Sounds good. Take care.")]
TYPOS = [("the ", "teh "), ("and ", "adn "), ("really", "realy"), ("since", "sinse"),
         ("pharmacy", "pharmacey"), ("normal", "normel")]


def _typo(rng, s):
    if chance(rng, 0.5):
        a, b = pick(rng, TYPOS)
        if a in s:
            s = s.replace(a, b, 1)
    return s


def portal_thread(rng, ctx):
    o = ctx["_obj"]
    pt, spec, clinic, visit, doc = o["pt"], o["spec"], o["clinic"], o["visit"], o["doc"]
    fam = o["fam"]
    proxy = chance(rng, 0.3) or pt.age < 18
    nurse = pick(rng, clinic.staff)
    nb = core.NB()
    nb.t(pick(rng, ["MyChart Message Thread\n", "PATIENT PORTAL - MESSAGE HISTORY\n",
                    "Portal conversation (printed)\n"]))
    nb.f("Patient: {p}  MRN {mrn}  DOB {dob}\n", ctx, p=ctx["pt_lf"]())
    nb.t("Subject: " + pick(rng, ["Question about my treatment", "RE: biopsy site",
                                  "Medication question", "Non-urgent medical question",
                                  "rx refill", "after procedure"]) + "\n\n")
    t = visit
    reply = ""
    cur = rng.randint(6 * 60, 20 * 60)
    for i in range(rng.randint(2, 5)):
        step = rng.randint(0, 2)
        if step == 0 and i > 0:
            cur += rng.randint(25, 240)
        elif i > 0:
            cur = rng.randint(6 * 60, 21 * 60)
        if cur >= 23 * 60 + 50:
            cur -= 12 * 60
            step += 1
        t = core.add_days(t, step)
        when = P(fdate(rng, t, pick(rng, ["wk_mdy", "mdy", "mdy_np", "abbr"])), "DATE")
        tm = core.ftime(rng, h=cur // 60, m=cur % 60)
        if i % 2 == 0:
            if proxy:
                nb.f("From: {f} (proxy for {p})\n", ctx, f=fam.name("full"),
                     p=pt.name(pick(rng, ["first", "full"])))
            else:
                nb.f("From: {p}\n", ctx, p=pt.name(pick(rng, ["full", "full"])))
            nb.f("To: {d} / " + pick(rng, ["Nurse Pool", "Clinical Staff", "Triage"]) +
                 "\nSent: {w} " + tm + "\n", ctx, d=doc.name(pick(rng, ["dr_last", "full_cred"])),
                 w=when)
            greet = pick(rng, ["hi ", "Hello ", "Dr ", "", "Good morning "])
            if greet and greet.startswith("Dr"):
                nb.f("{g}{d}, ", ctx, g="Dr ", d=P(doc.last, "DOCTOR"))
            elif greet:
                nb.t(greet + "- ")
            if proxy:
                nb.f("this is {f}, " + pt.pro()[1] + " " + fam.rel + ". ", ctx, f=fam.name("first"))
            msg, reply = pick(rng, PT_MSGS[spec]) if i == 0 else pick(rng, FOLLOW_UPS)
            nb.t(_typo(rng, msg))
            k = rng.randrange(6)
            if k == 0:
                nb.f(" my cell is {c}", ctx, c=ctx["cell"]())
            elif k == 1:
                nb.f(" we are in {co} until {d} visiting family", ctx, co=ctx["country"](),
                     d=P(fdate(rng, core.add_days(t, rng.randint(5, 20)),
                               pick(rng, ["month_day", "md"])), "DATE"))
            elif k == 2:
                nb.f(" you can email me at {e}", ctx, e=P(pt.email, "EMAIL"))
            elif k == 4 and chance(rng, 0.6):
                nb.f(" - also we will be out of town over {h} so after that pls", ctx,
                     h=core.holiday(rng))
            elif k == 3:
                nb.f(" my boss at {e} needs a note for {d}", ctx, e=P(pt.employer, "ORGANIZATION"),
                     d=P(fdate(rng, core.add_days(t, -1), pick(rng, ["md", "wk_md", "month_day"])),
                         "DATE"))
            nb.t("\n" + pick(rng, ["- ", "", "thanks, ", "Thank you\n"]))
            nb.add(pt.name(pick(rng, ["first", "initials", "full", "nick"])) if not proxy
                   else fam.name("first"))
            nb.t("\n\n")
        else:
            nb.f("From: {n}\nSent: {w} " + tm + "\n", ctx,
                 n=nurse.name(pick(rng, ["full_cred", "first_cred"])), w=when)
            nb.f("Hi {p},\n", ctx, p=pt.name("first") if not proxy else fam.name("first"))
            nb.f(reply + "\n", ctx, d=doc.name("dr_last"), ph=ctx["clinic_phone"](),
                 nv=ctx["d_next"]())
            nb.f("{n}\n\n", ctx, n=nurse.name(pick(rng, ["first_cred", "full_cred", "first"])))
    nb.t("-- audit --\n")
    nb.f("Portal user: {u}   Last login {d} from IP {ip}\nThread ID {tid}\n", ctx,
         u=P(pt.user if not proxy else core.username_for(rng, fam.first, fam.last), "USERNAME"),
         d=P(fdate(rng, t, "mdy"), "DATE"), ip=P(core.fip(rng), "IPADDR"),
         tid=P(core.digits(rng, 9), "IDNUM"))
    if chance(rng, 0.3):
        nb.f("Portal: {u}\n", ctx, u=P(clinic.url, "URL"))
    return nb


CALLS = {  # reason, protocol, assessment, disposition
    "derm": [("bleeding from excision site, soaked 2 gauze", "Post-op bleeding", "Pressure held 10 min by pt, still oozing.", "Pressure 20 min, if continues come in; on-call aware."),
             ("red eyes and itching since starting dupilumab", "Medication side effect", "No vision loss, no pain.", "Likely conjunctivitis from dupilumab; artificial tears, appt w/ ophtho."),
             ("fever 101.2 and redness spreading from biopsy site", "Wound infection", "Redness ~3 cm around site per pt.", "Same-day appt; if worse ED."),
             ("mom asking if isotretinoin refill sent; pregnancy test done", "Medication question", "No new sx.", "Confirmed in iPLEDGE, rx sent.")],
    "eye": [("pain and decreased vision OS, day 2 after intravitreal injection", "Eye pain/redness", "Vision CF per pt, pain 7/10.", "Sent in STAT to r/o endophthalmitis, seen by on-call within 1 hr."),
            ("new curtain over upper vision OD", "Vision change", "Flashes + curtain x 3 h.", "Same-day retina eval."),
            ("eye drops cost $300, can't afford", "Medication question", "Out of drops x 2 days.", "Switched to generic timolol; sample given."),
            ("scratchy feeling POD 1 after cataract surgery", "Post-op eye", "Vision improving, no pain.", "Normal; continue drops; call if pain worse.")],
    "ent": [("bright red bleeding from mouth POD 7 after tonsillectomy", "Post-op bleeding", "Spitting clots, pale per caller.", "Directed to nearest ED immediately; ED notified."),
            ("nosebleed after septoplasty, steady drip x 30 min", "Post-op bleeding", "No dizziness, BP not taken.", "Oxymetazoline, pressure 15 min, HOB up; call back if persists."),
            ("ear drainage with tubes, child afebrile", "Ear drainage, pediatric", "Afebrile per caller, eating ok.", "Ofloxacin otic 5 gtt BID x 7 d, dry ear precautions."),
            ("dizziness returned, room spinning when turning in bed", "Dizziness", "No new hearing loss, no weakness.", "Appt for repeat Epley next available.")],
}


def phone_triage(rng, ctx):
    o = ctx["_obj"]
    pt, spec, clinic, visit, doc = o["pt"], o["spec"], o["clinic"], o["visit"], o["doc"]
    fam = o["fam"]
    nurse = pick(rng, clinic.staff)
    reason, proto, assess, dispo = pick(rng, CALLS[spec])
    nb = core.NB()
    nb.f(pick(rng, ["TELEPHONE ENCOUNTER", "Phone Note", "NURSE TRIAGE CALL", "Tel enc"]) +
         "  {v} " + core.ftime(rng) + "\n", ctx, v=ctx["visit"]())
    if chance(rng, 0.5) or pt.age < 18:
        nb.f("Caller: {f} ({rel})  cb {ph}\n", ctx, f=fam.name(pick(rng, ["full", "first"])),
             rel=fam.rel, ph=P(fam.phone, "PHONE"))
    else:
        nb.f("Caller: patient  cb {ph}\n", ctx, ph=ctx[pick(rng, ["phone", "cell"])]())
    nb.f("Pt: {p}  DOB {dob}  MRN {mrn}\n", ctx, p=ctx["pt_lf"]())
    nb.t("Reason for call: " + reason + "\n")
    if chance(rng, 0.6):
        nb.f("Procedure/visit {d} w/ {doc}.\n", ctx, d=ctx["d_prev"]())
    nb.t("Assessment: " + assess + "\n")
    nb.t("Protocol: " + proto + ". Disposition: " + dispo + "\n")
    if chance(rng, 0.5):
        ph = core.fphone(rng, area=pt.area)
        nb.f("Pharmacy on file: {ph_name} {ph}\n", ctx, ph_name=ctx["pharm"](), ph=P(ph, "PHONE"))
    if chance(rng, 0.3):
        nb.f("Pt currently in {city}, ", ctx)
        nb.f("staying with {rel} {f}.\n", ctx, rel=fam.rel, f=fam.name("first"))
    k = rng.randrange(5)
    if k == 0:
        nb.f("Appt made for {w} " + core.ftime(rng) + ". ", ctx,
             w=P(fdate(rng, core.business_day(visit, pick(rng, [1, 2, 7])),
                       pick(rng, ["weekday", "wk_abbr"])), "DATE"))
    elif k == 1:
        nb.f("Office closed for {h}; on-call info given. ", ctx, h=core.holiday(rng, office=True))
    nb.f("Routed to {d} for review. ", ctx, d=doc.name(pick(rng, ["dr_last", "full_cred"])))
    nb.t(pick(rng, ["Pt verbalized understanding.", "Caller agrees w/ plan.",
                    "Teach-back done."]) + "\n")
    nb.f("-- {n} " + core.ftime(rng) + "\n", ctx, n=nurse.name(pick(rng, ["full_cred", "first_cred"])))
    if chance(rng, 0.4):
        nb.f("Reviewed by {d} {v}: agree.\n", ctx, d=doc.name("init_cred"),
             v=P(fdate(rng, visit, pick(rng, ["md", "mdy"])), "DATE"))
    return nb


ECON_RESP = {
    "ak": "C/w actinic keratoses. OK to treat with fluorouracil 5% cream BID x 3 wk in primary care; derm visit if thick or tender lesions persist.",
    "bcc": "Pearly papule with arborizing vessels concerning for BCC. Schedule in-person biopsy within 2-4 wk.",
    "scc": "Concerning for SCC/KA in a transplant pt. Expedited in-person visit for biopsy within 1 wk.",
    "nevus": "Dermoscopy shows atypical network and regression structures. Recommend in-person visit for excisional biopsy within 2 wk.",
    "ad": "C/w atopic dermatitis, moderate. Triamcinolone 0.1% oint BID x 2 wk to body, emollients; refer if BSA >10% for systemic therapy.",
    "pso": "Consistent with plaque psoriasis. Clobetasol 0.05% oint BID x 2 wk then weekends. Refer if BSA >10% or joint sx.",
    "acne": "Nodulocystic acne with scarring - needs in-person visit for isotretinoin evaluation.",
    "hs": "C/w hidradenitis suppurativa Hurley II. Start doxycycline 100 mg BID, chlorhexidine wash; in-person derm visit for biologic discussion.",
    "sk": "Benign seborrheic keratoses. No visit needed; cryotherapy optional/cosmetic.",
    "wart": "Common warts. Salicylic acid 40% nightly; in-person cryo if persists 3 mo.",
    "aa": "Alopecia areata. Clobetasol 0.05% foam BID; in-person for ILK injections if not improving in 8 wk.",
    "ros": "Papulopustular rosacea. Metronidazole 0.75% gel BID + doxycycline 40 mg qd x 12 wk.",
    "keloid": "Keloid. In-person visit for intralesional steroid.",
    "amd": "Drusen and pigment change OU; possible fluid OD - refer to retina within 1 wk.",
    "dme": "Moderate NPDR OU with possible DME OD. Refer to ophthalmology within 4 wk.",
    "hcq": "No retinopathy seen. Photos are not adequate for HCQ screening - needs OCT and 10-2 field in clinic.",
}


def econsult(rng, ctx):
    o = ctx["_obj"]
    pt, spec, clinic, visit, doc = o["pt"], o["spec"], o["clinic"], o["visit"], o["doc"]
    pcp = persona.Clinician(rng, "derm")
    pcp.cred = pick(rng, ["MD", "DO", "NP", "PA-C"])
    site = P(persona.clinic_name(rng, "pcp"), "HOSPITAL")
    cid = core.digits(rng, 7)
    nb = core.NB()
    nb.t(("E-CONSULT - " + ("TELEDERMATOLOGY" if spec == "derm" else "TELERETINAL SCREENING")) +
         " (store-and-forward)\n")
    nb.f("Consult ID: {c}   Submitted {d} " + core.ftime(rng) + "\n", ctx, c=P(cid, "IDNUM"),
         d=ctx["visit"]())
    nb.f("Submitted by: {p} at {s} (user {u}, IP {ip})\n", ctx,
         p=pcp.name(pick(rng, ["full_cred", "dr_full"])), s=site,
         u=P(core.username_for(rng, pcp.first, pcp.last), "USERNAME"),
         ip=P(core.fip(rng), "IPADDR"))
    nb.f("Patient: {p}  {a}  DOB {dob}  MRN {mrn}\n", ctx, p=ctx["pt_lf"](),
         a=pt.age_seg("sexcat"))
    if spec == "derm":
        nb.t("Question: " + o["prob"]["cc"] + " - " + pick(rng, [
            "needs in-person eval?", "please advise on management.", "ok to treat in primary care?",
            "?bx"]) + "\n")
        nb.t("Images: %d clinical + %d dermoscopic\n" % (rng.randint(1, 4), rng.randint(0, 3)))
    else:
        nb.t("Camera: nonmydriatic fundus, 45 deg, 2 fields per eye. A1c %.1f%%.\n" %
             (rng.randint(60, 120) / 10.0))
    base = "https://" + pick(rng, ["teleimg.example.net", "images.example.org",
                                   "pacs.example.com"]) + "/case/" + cid
    for i in range(rng.randint(1, 3)):
        nb.f("  {u}\n", ctx, u=P(base + "/img%d.jpg" % (i + 1), "URL"))
    nb.f("PCP note: {a} {s}, ", ctx, a=ctx["age"](), s=ctx["sex"]())
    nb.add(pt.prof_seg())
    nb.t(". ")
    for line in o["prob"]["hpi"][:2]:
        ctxmod.fill(nb, ctx, line)
        nb.t(" ")
    resp = core.add_days(visit, rng.randint(0, 3))
    nb.f("\n\nSPECIALIST RESPONSE ({d})\n", ctx, d=P(fdate(rng, resp), "DATE"))
    nb.t(ECON_RESP.get(o["prob"]["key"], "Image quality adequate. Recommend in-person dermatology visit within 4-6 wk for evaluation.") + "\n")
    if chance(rng, 0.5):
        nb.f("Scheduling: {c} will contact pt at {ph}.\n", ctx, c=clinic.hosp(), ph=ctx["phone"]())
    nb.f("Time spent: %d min (CPT 99451). {d}\n" % rng.randint(5, 30), ctx,
         d=doc.name(pick(rng, ["full_cred", "dr_full"])))
    return nb


def driver_vision(rng, ctx):
    o = ctx["_obj"]
    pt, clinic, visit, doc = o["pt"], o["clinic"], o["visit"], o["doc"]
    nb = core.NB()
    nb.f("{s} " + pick(rng, ["DEPARTMENT OF MOTOR VEHICLES", "DIVISION OF MOTOR VEHICLES",
                             "Driver Services"]) + "\n", ctx,
         s=[pick(rng, ["STATE OF ", "State of ", ""]), P(pt.addr.state.upper(), "STATE")])
    nb.t(pick(rng, ["REPORT OF VISION EXAMINATION", "Vision Screening Certificate - Driver License",
                    "MEDICAL/VISION REPORT FOR DRIVER FITNESS"]) + "\n")
    nb.t("\nSECTION A - APPLICANT (print)\n")
    nb.f("Name: {p}\nDate of birth: {dob}   Sex: " + pt.sexw(1) + "\n", ctx,
         p=pt.name(pick(rng, ["LAST_FIRST_MI", "last_first_mi", "full_mi"])))
    nb.f("DL/ID #: {dl}\n", ctx, dl=P(core.drivers_license(rng), "LICENSE"))
    if chance(rng, 0.25):
        nb.f("Social Security #: {s}\n", ctx, s=P(pt.ssn, "SSN"))
    nb.t("Address: ")
    nb.add(pt.addr.seg("one"))
    nb.f("\nPhone: {ph}\n", ctx, ph=ctx["phone"]())
    if chance(rng, 0.6):
        nb.f("Occupation: {o}", ctx, o=P(pt.prof, "PROFESSION"))
        if chance(rng, 0.6):
            nb.f("   Employer: {e}", ctx, e=P(pt.employer, "ORGANIZATION"))
        nb.t("\n")
    nb.t("License class: " + pick(rng, ["C", "A (CDL)", "B (CDL)", "D", "M"]) + "\n")
    if chance(rng, 0.3):
        nb.f("Vehicle w/ adaptive equipment (bioptic/hand controls) VIN: {v}\n", ctx,
             v=P(core.vin(rng), "VEHICLE"))
    nb.t("\nSECTION B - EXAMINER\n")
    nb.t("Visual acuity   Uncorrected   Corrected\n")
    for e in ["OD", "OS"]:
        nb.t("  %s            %-12s  %s\n" % (e, ctxmod.va(rng, chance(rng, 0.3)), ctxmod.va(rng)))
    nb.t("  OU            %-12s  %s\n" % (ctxmod.va(rng, chance(rng, 0.2)),
                                         pick(rng, ["20/20", "20/25", "20/20-1", "20/30"])))
    nb.t("Horizontal field (deg): OD %d  OS %d  OU %d\n" % (
        rng.randint(60, 150), rng.randint(60, 150), rng.randint(100, 160)))
    nb.t("Color vision (Ishihara): %d/14\n" % rng.randint(6, 14))
    nb.t("Conditions affecting vision: " + pick(rng, ["none", "cataract OU", "glaucoma",
                                                     "diabetic retinopathy", "AMD OS",
                                                     "s/p cataract surgery OU"]) + "\n")
    nb.t("Progressive? " + pick(rng, ["No", "Yes"]) + "\n")
    nb.t("Recommendation: " + pick(rng, ["No restrictions", "Corrective lenses required",
                                         "Daylight driving only", "Re-examine in 1 year",
                                         "Not recommended to drive at this time"]) + "\n")
    nb.f("\nExaminer: {d}\nLicense #: {l}   NPI: {n}\n", ctx,
         d=doc.name(pick(rng, ["full_cred", "full_mi_cred"])),
         l=P(core.med_license(rng, clinic.addr.st), "LICENSE"), n=P(doc.npi, "LICENSE"))
    nb.f("Office: {c}, ", ctx, c=clinic.hosp())
    nb.add(clinic.addr.seg("one"))
    nb.f("\nTel: {ph}\nDate of exam: {v}   Signature on file\n", ctx, ph=ctx["clinic_phone"](),
         v=ctx["visit"]())
    if chance(rng, 0.4):
        nb.f("Form received by DMV: {d}  Ref {r}\n", ctx,
             d=P(fdate(rng, core.add_days(visit, rng.randint(3, 20))), "DATE"),
             r=P(letters_digits(rng), "IDNUM"))
    return nb


def letters_digits(rng):
    return core.letters(rng, 2) + core.digits(rng, 8)
