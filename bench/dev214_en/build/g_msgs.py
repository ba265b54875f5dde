"""Genres: patient portal message thread, prescription refill request, proxy access request."""
import datetime as dt

import bits
import clin
import pools
from case import D, make_case, pt, fam, doc, age, addr, sig


def _plus(d, k):
    return dt.date.fromordinal(d.toordinal() + k)


TOPICS = [
    ("Side effects from new med", ["I started the {MED} you prescribed and I have been dizzy in the mornings.",
                                   "Is this normal? Should I keep taking it?"]),
    ("FMLA paperwork", ["My employer needs FMLA forms filled out for my time off.",
                        "I can upload them here or fax them."]),
    ("Travel letter", ["I am traveling and need a letter for my medications and syringes for the airport.",
                       "Also do I need any vaccines?"]),
    ("Blood pressure readings", ["Here are my readings from this week. Most are around 150/90.",
                                 "I feel fine but my wife is worried."]),
    ("Question about colonoscopy prep", ["My prep instructions say to stop iron pills 5 days before.",
                                         "Do I also stop my aspirin?"]),
    ("School form", ["Can you fill out the school medication form for the inhaler?",
                     "The nurse at school needs it by next week."]),
    ("Still coughing", ["It has been 3 weeks since my video visit and the cough is not better.",
                        "Now I am bringing up yellow stuff. Should I come in?"]),
    ("Cost of medication", ["The pharmacy said the {MED} costs $480 a month with my insurance.",
                            "Is there something cheaper?"]),
    ("Change of address", ["I moved. Please update my address and phone.",
                           "I also have a new insurance card I will upload."]),
    ("Anxiety check-in", ["The new dose helps during the day but I still can't sleep.",
                          "Had a panic attack at the grocery store last weekend."]),
]


def portal_thread(fk, n):
    r = fk.r
    c = make_case(fk)
    p, prov, rn = c["p"], c["pcp"], c["rn"]
    ped_ok = ("Side effects from new med", "School form", "Still coughing", "Cost of medication", "Change of address")
    subj, body = fk.ch([t for t in TOPICS if not c["ped"] or t[0] in ped_ok])
    med, dose = bits.med_pick(fk)
    d0 = c["enc"]
    n.t(fk.ch(["Patient Portal Message Thread\n", "MESSAGE CENTER - THREAD EXPORT\n", "Secure Messaging Log\n"]))
    n.f("Thread {ID} | Subject: {S}\n", ID=(fk.idnum("msg"), "IDNUM"), S=subj)
    n.f("Patient: {N} | MRN {M} | DOB {B}\n", N=pt(fk, c, fk.ch(["LF", "full", "LFM"])), M=(c["mrn"], "MRN"),
        B=D(fk, c["dob"], fk.ch(["mdy", "mdy2", "iso"])))
    n.f("Pool: {CL} - {P} care team\n", CL=(c["clinic"], "HOSPITAL"), P=doc(fk, prov, fk.ch(["dr_last", "full"])))
    n.t("=" * 40 + "\n")
    # message 1 (patient or proxy)
    proxy = c["ped"] or fk.chance(0.2)
    n.f("[1] From: {F} ", F=(fam(fk, c, "full") if proxy else pt(fk, c, fk.ch(["full", "mi"]))))
    n.f("({U})", U=(c["fam_user"] if proxy else c["user"], "USERNAME"))
    if proxy:
        n.f(", proxy for {N}", N=pt(fk, c, "first"))
    n.f("\nSent: {D} {T}\n", D=D(fk, d0, fk.ch(["wd_mdy", "mdy", "long", "abbr"])), T=fk.time(style="12"))
    is_dr = prov["cred"].split(",")[0] in ("MD", "DO")
    greet = fk.ch(["Hi ", "Hello ", "Dear ", "Dr. "] if is_dr else ["Hi ", "Hello ", "Dear "])
    n.t(greet)
    if greet == "Dr. ":
        n.v(doc(fk, prov, "last"))
    elif fk.chance(0.5):
        n.v(doc(fk, prov, "first"))
    else:
        n.t("care team")
    n.t(",\n")
    n.t(" ".join(body).replace("{MED}", med) + " ")
    if subj == "FMLA paperwork":
        n.f("I work as a {J} at {E} and my supervisor is {S}. Their HR fax is {FX}. ", J=(c["prof"], "PROFESSION"),
            E=(c["employer"], "ORGANIZATION"), S=(fk.pname(fk.person(), "full"), "FAMILY"), FX=(fk.phone(ext=False), "FAX"))
        n.f("Leave would start {D}. ", D=D(fk, _plus(d0, r.randint(3, 20)), fk.ch(["long_noyr", "md", "mdy"])))
    elif subj == "Travel letter":
        dep = _plus(d0, r.randint(7, 40))
        n.f("I leave for {CO} on {D} and come back {E}. ", CO=(c["country"], "COUNTRY"), D=D(fk, dep, fk.ch(["long_noyr", "md"])),
            E=D(fk, _plus(dep, r.randint(7, 30)), fk.ch(["long_noyr", "md", "abbr_noyr"])))
    elif subj == "School form":
        n.f("School is {S}, nurse fax {FX}. ", S=(fk.ch(pools.SCHOOLS), "ORGANIZATION"), FX=(fk.phone(ext=False), "FAX"))
    elif subj == "Change of address":
        a2 = fk.address()
        n.f("New address: {A}. New cell {P}. ", A=addr(fk, a2, "oneline"), P=(fk.phone(ext=False), "PHONE"))
    elif subj == "Blood pressure readings":
        for k in range(r.randint(3, 5)):
            n.f("\n  {D}  {S}/{DI}  HR {H}", D=D(fk, _plus(d0, -k), fk.ch(["md", "md", "abbr_noyr"])),
                S=str(r.randint(128, 166)), DI=str(r.randint(78, 99)), H=str(r.randint(58, 96)))
        n.t("\n")
    if fk.chance(0.4):
        n.f("You can call me at {P}", P=(c["phone"], "PHONE"))
        n.t(fk.ch([" after 3.", ".", " any time.", " (cell)."]) + " ")
    n.t("\nThanks,\n")
    n.v(fam(fk, c, "first") if proxy else pt(fk, c, fk.ch(["first", "nick", "full"])))
    n.t("\n" + "-" * 40 + "\n")
    # message 2 (RN / MA)
    d1 = _plus(d0, r.randint(0, 2))
    n.f("[2] From: {R}\nSent: {D} {T}\n", R=doc(fk, rn, fk.ch(["full_cred", "mi_cred"])),
        D=D(fk, d1, fk.ch(["mdy", "wd_mdy", "abbr"])), T=fk.time(8, 17))
    n.f("Hi {N}, ", N=fam(fk, c, "first") if proxy else pt(fk, c, fk.ch(["first", "title"])))
    n.t(fk.ch(["thank you for your message. I have forwarded this to ", "I spoke with ", "I am routing this to "]))
    n.v(doc(fk, prov, "dr_last") if prov["cred"] in ("MD", "DO") else doc(fk, prov, "full_cred"))
    n.t(". " + fk.ch(["Please expect a reply within 2 business days.",
                      "If symptoms worsen, please call us or go to urgent care.",
                      "Forms take 5-7 business days to complete.",
                      "Can you confirm your pharmacy is still the same?"]) + "\n")
    n.v(doc(fk, rn, fk.ch(["first", "fi_cred", "full_cred"])))
    n.t("\n" + "-" * 40 + "\n")
    if fk.chance(0.8):
        d2 = _plus(d1, r.randint(0, 3))
        n.f("[3] From: {P}\nSent: {D} {T}\n", P=doc(fk, prov, "full_cred"), D=D(fk, d2, fk.ch(["mdy", "abbr", "iso"])),
            T=fk.time(7, 21))
        n.t(fk.ch(["I reviewed your message. ", "Thanks for the update. ", "Good question. "]))
        n.t(fk.ch(["Please hold the %s for now and schedule a video visit this week. " % med,
                   "That side effect usually settles in 1-2 weeks; keep going and check your BP daily. ",
                   "Forms completed and faxed. ",
                   "I sent a new prescription for a generic alternative, %s %s. " % (med, dose),
                   "Yes, hold aspirin 5 days before the procedure. "]))
        if fk.chance(0.5):
            n.f("Pharmacy: {PH}", PH=(c["pharm"], "HOSPITAL"))
            if fk.chance(0.5):
                n.f(" on {S}", S=(fk.street(unit=False), "STREET"))
            n.t(". ")
        if fk.chance(0.4):
            n.f("Appointment booked {D} {T} (video). ", D=D(fk, _plus(d2, r.randint(1, 10)), fk.ch(["wd_md", "wd_noyr", "mdy"])),
                T=fk.time(8, 16, "12"))
        n.t("\n")
        n.v(doc(fk, prov, fk.ch(["dr_last", "init", "fi_cred"])))
        n.t("\n")
    if fk.chance(0.5):
        n.t("-" * 40 + "\n")
        n.f("[4] From: {N} ({U})\n", N=fam(fk, c, "full") if proxy else pt(fk, c, "full"),
            U=(c["fam_user"] if proxy else c["user"], "USERNAME"))
        n.t(fk.ch(["Thank you so much!", "ok will do. thx", "Got it, thanks. See you then.",
                   "Thank you. My husband will drive me."]) + "\n")
    n.f("\nThread closed by {S} on {D}.\n", S=(fk.username(fk.person()), "USERNAME"), D=D(fk, _plus(d0, r.randint(2, 6)), "mdy"))


def refill_request(fk, n):
    r = fk.r
    c = make_case(fk, ped=False)
    p, prov = c["p"], c["pcp"]
    ctrl = fk.chance(0.25)
    med, dose = bits.med_pick(fk, ["CTRL"] if ctrl else ["HTN", "DM", "LIPID", "THY", "MOOD", "LUNG", "GI", "HF", "AF"])
    src = r.randint(0, 2)
    d0 = c["enc"]
    last_fill = _plus(d0, -r.randint(25, 95))
    n.t(fk.ch(["PRESCRIPTION REFILL REQUEST\n", "Rx Renewal Request\n", "Medication Refill - Encounter\n"]))
    n.f("Received: {D} {T} via ", D=D(fk, d0, fk.ch(["mdy", "iso", "wd_mdy"])), T=fk.time(7, 20))
    n.t(["e-prescribing (pharmacy-initiated)", "patient portal", "phone (refill line)"][src] + "\n")
    n.f("Patient: {N}  DOB: {B}  Age: {A}  MRN: {M}\n", N=pt(fk, c, fk.ch(["LF", "LFM", "full"])),
        B=D(fk, c["dob"], fk.ch(["mdy", "mdy0"])), A=(str(c["age"]), "AGE"), M=(c["mrn"], "MRN"))
    if fk.chance(0.5):
        n.f("Address: {A}\n", A=addr(fk, c["addr"], fk.ch(["oneline", "full_state"])))
    n.f("Phone: {P}\n", P=(c["phone"], "PHONE"))
    n.t("\nMedication: %s %s\n" % (med, dose))
    n.t("Qty: %d   Refills requested: %d   Days supply: %d\n" % (r.choice([30, 60, 90, 180]), r.randint(0, 3),
                                                                r.choice([30, 90])))
    n.f("Rx #: {RX}   Last filled: {D}\n", RX=(fk.idnum("rx"), "IDNUM"), D=D(fk, last_fill, fk.ch(["mdy", "mdy2", "abbr"])))
    ph_city = fk.city()
    n.f("Pharmacy: {PH}, {S}, {C}, {ST} {Z}\n", PH=(c["pharm"], "HOSPITAL"), S=(fk.street(unit=False), "STREET"),
        C=(ph_city[0], "CITY"), ST=(ph_city[1], "STATE"), Z=(fk.zipc(ph_city), "ZIP"))
    n.f("  Ph {P}  Fax {F}\n", P=(fk.phone(ext=False), "PHONE"), F=(fk.phone(ext=False), "FAX"))
    if src == 2:
        n.f("Call taken by {A} (agent id {U}). Caller: ", A=doc(fk, fk.clinician("rn"), "full"), U=(fk.username(fk.person()), "USERNAME"))
        if fk.chance(0.5):
            n.f("{R} {F}", R=c["fam_rel"], F=fam(fk, c, "full"))
        else:
            n.t("self")
        n.t(".\n")
    elif src == 1:
        n.f("Portal user {U} comment: \"", U=(c["user"], "USERNAME"))
        n.t(fk.ch(["Almost out, only 3 pills left.", "Please send 90 day supply, cheaper.",
                   "Switching pharmacies, please send to new one."]))
        n.t("\"\n")
    n.t("\nPROTOCOL REVIEW (RN refill protocol):\n")
    lv = _plus(d0, -r.randint(30, 400))
    n.f("- Last office/video visit: {D} with {P}\n", D=D(fk, lv, fk.ch(["mdy", "abbr", "month_year"])), P=doc(fk, prov, "dr_last"))
    n.f("- Next scheduled visit: {D}\n", D=fk.ch([D(fk, _plus(d0, r.randint(5, 90)), fk.ch(["mdy", "wd_md"])), "none scheduled"]))
    n.t("- " + fk.ch(["BMP within 12 months: yes, K 4.2, Cr 0.9", "A1c within 6 months: 7.3%", "TSH within 12 months: 2.1",
                      "Last home BP 132/80", "Lipid panel within 12 months: LDL 92", "PDMP checked: no concerns"]) + "\n")
    if ctrl:
        n.f("- Controlled substance agreement on file signed {D}\n", D=D(fk, _plus(d0, -r.randint(60, 700)), "mdy"))
        n.f("- State PDMP query ref {Q}\n", Q=(fk.idnum("order"), "IDNUM"))
    n.t("\nActive medication list:\n" + bits.meds(fk, r.randint(2, 6), numbered=False) + "\n")
    n.t("Allergies: " + fk.ch(clin.ALLERGIES) + "\n")
    dec = r.randint(0, 3)
    n.t("\nDecision: " + ["Approved per protocol x 90 days with 1 refill.", "Approved x 30 days; needs visit before further refills.",
                          "Routed to provider - outside protocol.", "Denied - no longer on medication per last visit."][dec] + "\n")
    n.f("Reviewed by {R}\n", R=doc(fk, c["rn"], fk.ch(["full_cred", "mi_cred", "lf_cred"])))
    if dec == 2 or ctrl:
        n.f("Provider response: Approved. {P}\n", P=doc(fk, prov, "full_cred"))
        n.f("Prescriber NPI {N}", N=(fk.npi(), "LICENSE"))
        if ctrl or fk.chance(0.4):
            n.f("  DEA {DEA}", DEA=(fk.dea(prov["last"]), "LICENSE"))
        n.t("\n")
    if fk.chance(0.35):
        n.f("Note: patient will do curbside pickup in a {CAR}, plate {PL}.\n", CAR=fk.ch(pools.CAR_MODELS),
            PL=(fk.plate(), "VEHICLE"))
    if fk.chance(0.2):
        n.f("Patient asks for early fill before {H} travel to see family in {C}.\n", H=(fk.ch(pools.HOLIDAYS), "DATE"),
            C=(fk.city()[0], "CITY"))
    if fk.chance(0.25):
        n.f("Vacation override requested - patient traveling to {CO} until {D}.\n", CO=(c["country"], "COUNTRY"),
            D=D(fk, _plus(d0, r.randint(14, 60)), fk.ch(["long_noyr", "md", "mdy"])))
    if fk.chance(0.4):
        n.f("Patient notified by {M} on {D}.\n", M=fk.ch(["portal message", "text to %s" % "cell", "voicemail"]),
            D=D(fk, _plus(d0, r.randint(0, 2)), fk.ch(["md", "mdy"])))
    if dec != 3:
        n.f("Sent electronically to {PH} {D} {T}.\n", PH=(c["pharm"], "HOSPITAL"), D=D(fk, _plus(d0, r.randint(0, 2)), "mdy"),
            T=fk.time(8, 18))


def proxy_request(fk, n):
    r = fk.r
    c = make_case(fk)
    p, f = c["p"], c["fam"]
    d0 = c["enc"]
    st = c["addr"]["st"]
    n.t(fk.ch(["PATIENT PORTAL PROXY ACCESS REQUEST\n", "Proxy / Shared Access Authorization Form\n",
               "Health Information Management - Portal Proxy Request\n"]))
    n.f("Request ID: {ID}   Received: {D}\n\n", ID=(fk.idnum("case"), "IDNUM"), D=D(fk, d0, fk.ch(["mdy", "long", "iso"])))
    n.t("SECTION A - PATIENT\n")
    n.f("Name: {N}\nDOB: {B}   Age: {A}\nMRN: {M}\n", N=pt(fk, c, fk.ch(["LFM", "full", "mi"])), B=D(fk, c["dob"], "mdy"),
        A=(str(c["age"]), "AGE"), M=(c["mrn"], "MRN"))
    n.f("Address: {A}\n", A=addr(fk, c["addr"], fk.ch(["oneline", "full_state"])))
    n.f("Portal username: {U}\n\n", U=(c["user"], "USERNAME"))
    n.t("SECTION B - PROXY REQUESTER\n")
    n.f("Name: {F}\nRelationship: {R}\n", F=(fk.pname(f, fk.ch(["full", "mi", "lf"])), "FAMILY"), R=c["fam_rel"])
    fdob = fk.date_between(1940, 2000)
    n.f("Requester DOB: {B}\n", B=D(fk, fdob, "mdy"))
    n.f("Phone: {P}   E-mail: {E}\n", P=(fk.phone(ext=False), "PHONE"), E=(c["fam_email"], "EMAIL"))
    if fk.chance(0.5):
        n.f("Occupation: {J}\n", J=(c["fam_prof"], "PROFESSION"))
    if fk.chance(0.5):
        a2 = fk.address()
        n.f("Mailing address: {A}\n", A=addr(fk, a2, "oneline"))
    n.t("\nSECTION C - IDENTITY VERIFICATION\n")
    n.f("Driver's license: {L} ({S})", L=(fk.drivers_license(st), "LICENSE"), S=(st, "STATE"))
    n.f(", exp {D}\n", D=D(fk, _plus(d0, r.randint(100, 1500)), "my"))
    if fk.chance(0.6):
        n.f("SSN (for guarantor match): {S}\n", S=(fk.ssn(), "SSN"))
    if fk.chance(0.6):
        bk = fk.ch([("palm-vein scan", "palm"), ("fingerprint", "finger"), ("face match", "face")])
        n.f("Biometric check-in at kiosk: {K} template {B}\n", K=bk[0], B=(fk.bioid(bk[1]), "BIOID"))
    n.t("\nSECTION D - ACCESS REQUESTED\n")
    if c["ped"]:
        lvl = fk.ch(["Full access (parent/guardian of child under 12)",
                     "Adolescent limited: immunizations, appointments and billing only"])
        why = fk.ch(["Parent of minor child.", "Court-appointed guardian.", "Custodial grandparent."])
    else:
        lvl = fk.ch(["Full access (messages, results, scheduling, billing)", "View-only", "Scheduling and billing only"])
        why = fk.ch(["Assist with managing appointments and medications.", "Patient has dementia; requester holds healthcare POA.",
                     "Patient is hearing impaired and wants help with video visits.", "Court-appointed guardian."])
    for opt in ["Full access", "View-only", "Scheduling and billing only", "Adolescent limited"]:
        n.t(("[X] " if lvl.startswith(opt) else "[ ] ") + (lvl if lvl.startswith(opt) else opt) + "\n")
    n.t("Reason: " + why + "\n")
    if fk.chance(0.4):
        n.f("Legal document: POA/guardianship order case no. {CN}, {CO} probate court, dated {D}\n",
            CN=(fk.idnum("case"), "IDNUM"), CO=(fk.ch(pools.COUNTIES), "CITY"), D=D(fk, _plus(d0, -r.randint(30, 900)), "mdy"))
    n.f("Access expires: {D}\n", D=D(fk, _plus(d0, 365 * r.randint(1, 3)), fk.ch(["mdy", "long"])))
    n.t("\nSECTION E - SIGNATURES\n")
    n.f("Patient signature: /s/ {N}   Date: {D}\n", N=pt(fk, c, "full"), D=D(fk, d0, "mdy"))
    n.f("Requester signature: /s/ {F}   Date: {D}\n", F=(fk.pname(f, "full"), "FAMILY"), D=D(fk, d0, "mdy"))
    n.t("\nHIM USE ONLY\n")
    rev = fk.clinician("rn")
    rev["cred"] = fk.ch(["RHIT", "RHIA", "CCS"])
    n.f("Verified by: {V}   Date: {D}\n", V=doc(fk, rev, "full_cred"), D=D(fk, _plus(d0, r.randint(1, 5)), "mdy"))
    n.f("Proxy account created: {U}; activation link sent to {E}\n", U=(c["fam_user"], "USERNAME"), E=(c["fam_email"], "EMAIL"))
    if fk.chance(0.6):
        n.f("Audit: form submitted online from IP {IP} at {URL}\n", IP=(fk.ip(), "IPADDR"), URL=(fk.url("portal"), "URL"))
    n.f("Questions: HIM office {P}, fax {F}\n", P=(fk.phone(), "PHONE"), F=(fk.phone(ext=False), "FAX"))
