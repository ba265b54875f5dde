"""Patient portal message, nurse-led telephone review, endoscopy day-case
admission checklist (own genre)."""
import blocks as B
import clin
import ids
import prose
from phi import Note


def _D(x, dt, st=None):
    return ("DATE", x.d(dt, st))


def _t(x):
    return "%02d:%02d" % (x.ri(6, 23), x.ri(0, 59))


PT_OPENERS = [
    "Hi, ", "Hello, ", "Hi there, ", "Good morning, ", "", "Dear team, ",
]
PT_BODIES = [
    ("quick question - my {rel} {relname} has been feeling really bloated since {dt} and we wondered if we should get them tested as well?",
     "Thanks for getting in touch. First-degree relatives should be tested with a tTG-IgA and total IgA while eating gluten. Please ask their GP to arrange this."),
    ("I had my bloods done at {hosp} on {dt} and the app says the tTG is 'high'. Does this mean I'm still getting gluten somewhere? I've been so careful.",
     "Thanks for your message. A raised tTG usually means some gluten is still getting in, but it can take 12-18 months to normalise after diagnosis. I've booked a dietitian review and we'll repeat the bloods in 3 months."),
    ("can I get a letter for work? I work as {prof} at {org} and they keep putting me on the sandwich prep. I don't think that's safe.",
     "Of course - I've drafted a letter explaining that you need to avoid handling flour and gluten-containing foods where cross-contamination is likely. It will be in your letters folder by Friday."),
    ("the pharmacy ({pharm}) said my GF bread prescription has run out and they need a new one from the GP. Who do I contact?",
     "I've sent a task to your GP practice to renew the gluten-free prescription. It usually takes 2-3 working days."),
    ("I've been glutened at a restaurant on {dt} and have had diarrhoea for 3 days. Is there anything I can take? I'm due to fly to {country} on {dt2}.",
     "Sorry to hear that. Rest, fluids and oral rehydration salts are the mainstay; loperamide is fine short-term. If you have blood in your stool or a fever, please seek urgent advice."),
    ("our {kid} {relname} starts at {school} after {hol} - could you send the school a letter about the diet? Their email is {email}.",
     "I've attached a school care plan and sent a copy directly. The school nurse can call us if they have any questions."),
    ("I missed my DEXA appointment on {dt} because of the parking - my car ({reg}) was clamped in the overflow car park. Can I rebook please?",
     "I've passed this to the booking team, who will contact you with a new appointment. A parking permit can be requested when you confirm."),
    ("my new insulin pump (serial {sn}) keeps alarming after meals since starting the GF pasta. Should I talk to the diabetes team or you?",
     "Please contact the diabetes specialist nurses about the pump settings; the carbohydrate content of GF pasta is often higher than standard pasta, so bolus doses may need adjusting."),
]


def portal_message(x):
    n = Note(x.spell)
    k = B.case(x, 3, 80)
    p = k.pt
    s, o, pos = p.pr()
    nurse = x.staff(x.ch(["cns", "cns", "diet", "cons"]))
    sender = k.parent if k.child else p
    portal = x.ch(["Patient Portal", "MyHealth Online", "Secure Messaging", "myGI Connect", "HealthLink Messages"])
    n.add(portal, x.ch([" - ", " | "]), ("HOSPITAL", k.hosp["name"]), "\n")
    n.add("Thread ", ("IDNUM", ids.idnum(x, "ticket")), x.ch(["  Status: closed", "  Status: open", "  Priority: routine"]), "\n")
    n.add("Patient: ", p.n(x.ch(["full", "LF"])), " (", k.mrn[0], " ", ("MRN", k.mrn[1]), ")", "\n")
    if x.pr(0.5):
        n.add("Portal account: ", ("USERNAME", x.username(sender)), "  Email on file: ", ("EMAIL", x.email(sender)), "\n")
    n.add("-" * 40, "\n")
    d1 = k.today
    n.add("From: ", sender.n(x.ch(["full", "full", "first", "firstini"])), x.ch([" (proxy for " if k.child else " ", " "]) if k.child else "")
    if k.child:
        n.add(p.n("first"), ")")
    n.add("\nTo: ", x.ch([x.CD + " Nurse Team", "Gastroenterology Clinic", "Dietetics"]) if x.pr(0.6) else nurse.n("tfull"), "\n")
    n.add("Sent: ", _D(x, d1, x.ch(["num", "wk", "abbr", "iso"])), " ", _t(x), "\n")
    n.add("Subject: ")
    bodies = [b for b in PT_BODIES if ("{kid}" in b[0]) == k.child or "{hosp}" in b[0] or "{sn}" in b[0]]
    if k.child:
        bodies = [b for b in bodies if "{prof}" not in b[0]]
    body, reply = x.ch(bodies)
    subj = {0: ["family testing?", "question"], 1: ["Blood results", "re: results", "tTG result"], 2: ["letter for work", "work"],
            3: ["GF prescription", "prescription"], 4: ["feeling unwell", "glutened :("], 5: ["school", "school letter"],
            6: ["appointment", "missed DEXA"], 7: ["pump alarms", "question"]}[PT_BODIES.index((body, reply))]
    n.add(x.ch(subj), "\n\n")
    rel = x.ch(["sister", "brother", "son", "daughter", "mum", "dad"])
    relp = x.family(p, {"mum": "mother", "dad": "father"}.get(rel, rel))
    parts = []
    i = 0
    # split the template into plain text and PHI slots (single pass)
    while i < len(body):
        j = body.find("{", i)
        if j < 0:
            parts.append(body[i:])
            break
        parts.append(body[i:j])
        e = body.index("}", j)
        key = body[j + 1:e]
        if key == "rel":
            parts.append(rel)
        elif key == "relname":
            parts.append(k.pt.n("first") if "{kid}" in body else relp.n("first"))
        elif key == "kid":
            parts.append("daughter" if p.sex == "F" else "son")
        elif key == "dt":
            parts.append(_D(x, x.before(d1, 1, 20), x.ch(["dm", "num_short", "wkshort", "num_nz"])))
        elif key == "dt2":
            parts.append(_D(x, x.after(d1, 3, 30), x.ch(["dm", "num_short"])))
        elif key == "hosp":
            parts.append(("HOSPITAL", x.ch([k.hosp["name"], k.gps["name"]])))
        elif key == "prof":
            parts.append(x.prof_a())
        elif key == "org":
            parts.append(("ORGANIZATION", x.org("employer")))
        elif key == "pharm":
            parts.append(("HOSPITAL", x.site("pharm")["name"]))
        elif key == "country":
            parts.append(x.foreign())
        elif key == "school":
            parts.append(("ORGANIZATION", x.org("school")))
        elif key == "hol":
            parts.append(("DATE", x.ch(["Easter", "Christmas", "Labor Day" if x.us else "Easter"])))
        elif key == "email":
            parts.append(("EMAIL", x.email(slug=None, box=x.ch(["office", "admin", "schoolnurse", "reception"]))))
        elif key == "reg":
            parts.append(("VEHICLE", ids.vehicle(x)))
        elif key == "sn":
            parts.append(("DEVICE", ids.device(x, "pump")))
        i = e + 1
    op = x.ch(PT_OPENERS)
    if body[0].islower() and not op:
        op = "hi "
    n.add(op, parts, "\n")
    if x.pr(0.5):
        n.add("my number is ", ("PHONE", x.phone("mob")), " if easier to call", x.ch([".", "", " after 5"]), "\n")
    n.add(x.ch(["Thanks", "Many thanks", "thank you", "Cheers", "Kind regards"]), "\n", sender.n(x.ch(["first", "full", "nick"])), "\n")
    if x.pr(0.3):
        n.add("Sent from my iPhone\n")
    n.add("-" * 40, "\n")
    d2 = x.after(d1, 1, 4)
    n.add("From: ", nurse.n(x.ch(["full", "cred"])), ", ", B.role_title(x, nurse.role, k.child), "\n")
    n.add("Sent: ", _D(x, d2), " ", _t(x), "\n\n")
    n.add("Hi ", sender.n(x.ch(["first", "title"])), ",\n\n", reply, "\n")
    if x.pr(0.5):
        n.add("You can also call the advice line on ", ("PHONE", x.phone("land")), x.ch([" (Mon-Fri 9-4)", "", " and leave a message"]), ".\n")
    if x.pr(0.35):
        n.add("More information: ", ("URL", x.url(k.hosp["slug"], "info")), "\n")
    n.add("\n", x.ch(["Best wishes", "Kind regards", "Thanks"]), ",\n", nurse.n(x.ch(["first", "full"])), "\n")
    if x.pr(0.6):
        n.add("\n[system] Message read by patient ", _D(x, x.after(d2, 0, 3), "iso"), " ", _t(x), " from ", ("IPADDR", x.ip()))
        if x.pr(0.4):
            n.add(" (app login via ", x.ch(["Face ID", "fingerprint"]), ", token ", ("BIOID", ids.bioid(x, "face")), ")")
        n.add("\n")
    return n


def telephone_review(x):
    n = Note(x.spell)
    k = B.case(x, 2, 86)
    p = k.pt
    s, o, pos = p.pr()
    cns = x.staff(x.ch(["cns", "cns", "nurse"]))
    dt = k.today
    n.add(x.ch(["TELEPHONE CONSULTATION", "Nurse-led telephone review", x.CD + " nurse telephone clinic", "TELEPHONE FOLLOW-UP (" + x.CD.upper() + ")"]), "\n")
    n.add(("HOSPITAL", k.hosp["name"]), x.ch([" - Gastroenterology", " GI Nursing", ""]), "\n")
    tm = "%02d:%02d" % (x.ri(8, 16), x.ri(0, 59))
    n.add("Date: ", _D(x, dt), "   Time: ", tm, "   Duration: ", str(x.ri(8, 30)), " min\n")
    n.add("Clinician: ", cns.n(x.ch(["full", "cred", "tfull"])), ", ", B.role_title(x, "cns"), "\n")
    if x.pr(0.35):
        a = ids.account(x)
        n.add(a[0], ": ", ("ACCOUNT", a[1]), "\n")
    n.add("Patient: ", p.n(x.ch(["LF", "full", "LFU"])), "   DOB ", _D(x, p.dob), "   ", k.mrn[0], " ", ("MRN", k.mrn[1]), "\n")
    n.add("Number called: ", ("PHONE", x.phone(x.ch(["mob", "land"]))), x.ch(["", " (mobile)", " (home)"]), "\n")
    if x.pr(0.3):
        n.add("Caller verified by voice biometrics, voiceprint ID ", ("BIOID", ids.bioid(x, "vp")), "\n")
    spoke = k.parent if k.child else (x.family(p, x.ch(["wife", "husband", "daughter", "son"])) if x.pr(0.2) else None)
    n.add("ID check: name, DOB and first line of address (", ("STREET", k.addr["street"]), ") confirmed", x.ch([".", " - 2 identifiers."]), "\n")
    if spoke:
        n.add("Spoke to: ", spoke.role, " ", spoke.n(x.ch(["full", "first"])), x.ch([" with patient's consent", "", " (patient present)"]), "\n")
    else:
        n.add("Spoke to: patient\n")
    n.add("\nS: ")
    sy = prose.symptoms(x)
    tt = clin.ttg(x)
    n.add(x.ch(["Reports ", "States ", "Pt reports "]),
          x.ch(["mostly well; occasional ", "ongoing ", "improved "]), ", ".join(sy), ". GFD adherence: ", x.ch(["strict", "good, 1 slip at a party", "struggling with cost", "unsure about oats"]),
          ". ", clin.scores(x), ".\n")
    if x.pr(0.45):
        n.add(prose.social(x, k), "\n")
    n.add("O: Bloods ", _D(x, x.before(dt, 3, 30), x.ch(["num_short", "num", "dm"])), ": tTG-IgA ", tt[0], " U/mL; ",
          "; ".join("%s %s" % (a, b) for a, b, _, _ in clin.bloods(x)[:3]), ". Wt (self-reported) ", str(x.ri(30, 110)), " kg.\n")
    if tt[3]:
        n.add("A: ", x.ch(["Persistently raised tTG - likely ongoing gluten exposure.", "tTG still raised; adherence concerns.",
                            "Raised tTG within first year of GFD - expected to fall."]), "\n")
    else:
        n.add("A: ", x.ch(["Well-controlled " + x.cd + " disease on GFD.", "Iron deficiency improving.",
                            "Symptoms likely IBS overlap.", "Vitamin D insufficiency."]), "\n")
    n.add("P:\n")
    plans = ["Repeat tTG, FBC, ferritin in 6/12 (form posted)", "Dietitian review requested", "Vitamin D 20,000 IU weekly x 8 then 800 IU daily",
             "Pneumococcal vaccine - to book with practice nurse at " , "Letter to " + x.gp, "Discharge to GP annual review",
             "DEXA requested", "Advised re holiday - GF travel cards"]
    x.r.shuffle(plans)
    for pl in plans[:x.ri(2, 4)]:
        if pl.endswith(" at "):
            n.add("- ", pl, ("HOSPITAL", k.gps["name"]), "\n")
        else:
            n.add("- ", pl, "\n")
    n.add("Next telephone review: ", _D(x, x.after(dt, 60, 400), x.ch(["my", "num", "long"])) if x.pr(0.7) else "12 months", "\n")
    if x.pr(0.4):
        n.add("Advised to call ", ("PHONE", x.phone("land")), " if problems before then", x.ch([".", "; out of hours 111.", "; emergencies 999." if x.c == "UK" else "."]), "\n")
    n.add("\nSigned: ", cns.n(x.ch(["full", "ini", "initdots"])), " ", _D(x, dt, "num"), " ", tm)
    if x.pr(0.4):
        n.add("   (", ("USERNAME", x.username(cns)), ")")
    return n


def endoscopy_checklist(x):
    n = Note(x.spell)
    k = B.case(x, 4, 85)
    p = k.pt
    dt = k.today
    endo = x.staff(x.ch(["cons", "reg"]))
    nurse = x.staff("nurse")
    n2 = x.staff("nurse")
    n.add(x.ch(["ENDOSCOPY UNIT - PRE-PROCEDURE NURSING CHECKLIST", "Day Case Endoscopy Admission Record", "Endoscopy Safety Checklist (pre/post)",
                "GI LAB ADMISSION / DISCHARGE CHECKLIST"]), "\n")
    n.add(("HOSPITAL", k.hosp["name"]), x.ch([" - Endoscopy Unit", ", GI Lab", " Endoscopy Suite, "]))
    if n.buf[-1].endswith(", "):
        n.add(("LOCATION_OTHER", x.building()))
    n.add("\n")
    n.add("Date: ", _D(x, dt), "   Arrival: ", "%02d:%02d" % (x.ri(7, 10), x.ri(0, 59)), "   ", x.ch(["Trolley ", "Bay ", "Pre-op bed ", "Bed "]), ("LOCATION_OTHER", str(x.ri(1, 18)) + x.ch(["", "", "A", "B"])),
          "   ", x.ch(["Room ", "Procedure room "]), ("LOCATION_OTHER", x.ch(["1", "2", "3", "4", "2B", "Endo 3"])), "\n")
    n.add("-" * 50, "\n")
    n.add(p.n("LFU"), "  |  ", _D(x, p.dob, x.ch(["num", "DMON"])), "  |  ", ("AGE", str(p.age)), p.sex, "  |  ", k.mrn[0], " ", ("MRN", k.mrn[1]), "\n")
    if k.nat:
        n.add(k.nat[0], " ", ("MRN", k.nat[1]), "\n")
    if k.ssn and x.c in ("US", "IE") and x.pr(0.5):
        n.add(k.ssn[0], " ", ("SSN", k.ssn[1]), "   (registration)\n")
    if x.pr(0.3):
        a = ids.account(x)
        n.add(a[0], " ", ("ACCOUNT", a[1]), "   Booking ref ", ("IDNUM", ids.idnum(x, "endo")), "\n")
    n.add("-" * 50, "\n")
    n.add("Procedure: OGD + duodenal biopsies (D2 x4, D1 x", str(x.ri(1, 2)), ")", x.ch(["", " + gastric biopsies (CLO)", " + capsule placement"]), "\n")
    n.add("Endoscopist: ", endo.n(x.ch(["tfull", "ini", "title"])), "\n\n")
    ysym = x.ch(["[x]", "Y  ", "Yes", "[Y]", "[v]"])
    Y = lambda: ysym
    n.add(Y(), " Identity checked (2 identifiers, wristband)")
    if x.pr(0.3):
        n.add(" + palm-vein scan ID ", ("BIOID", ids.bioid(x, "pv")))
    n.add("\n")
    n.add(Y(), " Consent ", "(form " + x.ch(["1", "4"]) + ") " if x.c == "UK" else "", "signed ", _D(x, x.before(dt, 0, 30), x.ch(["num_short", "num"])), "\n")
    n.add(Y(), " Eating gluten for >= 6 weeks: ", x.ch(["yes - 2 slices bread/day", "yes, normal diet", "gluten challenge (plan seen)", "NO - discussed with endoscopist"]), "\n")
    n.add(Y(), " Fasted: solids from ", x.ch(["00:00", "02:00", "06:30"]), ", clear fluids until ", x.ch(["06:00", "07:30", "10:00"]), "\n")
    n.add(Y(), " Allergies: ", x.ch(clin.ALLERGIES), "\n")
    n.add(Y(), " Anticoagulants/antiplatelets: ", x.ch(["none", "aspirin - continued", "apixaban - held 48 h per protocol"]), "\n")
    if x.pr(0.35):
        n.add(Y(), " Diabetes: T1DM on insulin pump, SN ", ("DEVICE", ids.device(x, "pump")), ", CGM transmitter ", ("DEVICE", ids.device(x, "cgm")),
              "; basal reduced 20%, CBG ", "%.1f" % (4 + x.r.random() * 8), " mmol/L\n")
    n.add(Y(), " Obs: BP ", "%d/%d" % (x.ri(100, 160), x.ri(60, 95)), "  HR ", str(x.ri(55, 105)), "  SpO2 ", str(x.ri(94, 100)), "% RA  Temp ",
          "%.1f" % (36 + x.r.random() * 1.2), "\n")
    n.add("Sedation: ", x.ch(["midazolam 2 mg + fentanyl 50 mcg", "throat spray only (lidocaine)", "propofol (anaesthetist-led)", "midazolam 3 mg"]), "\n")
    esc = x.family(p, x.ch(["husband", "wife", "daughter", "son", "partner", "friend"]) if not k.child else k.parent.role, same_last=x.pr(0.6))
    if k.child:
        esc = k.parent
    n.add("Escort: ", esc.n(x.ch(["full", "first", "title"])), " (", esc.role, ")  Tel ", ("PHONE", x.phone("mob")), "\n")
    if x.pr(0.75):
        n.add("Collecting by car: ", x.ch(["reg ", "vehicle ", "plate "]), ("VEHICLE", ids.vehicle(x)), x.ch(["", " - drop-off bay permit issued", " (blue badge)"]), "\n")
    n.add("\nIntra-procedure\n")
    n.add("Scope: ", x.ch(["Endovue GIF-X9", "ClearView G190", "Optis UGI-3"]), "  S/N ", ("DEVICE", ids.device(x, "scope")), "  decontam tracking ", ("IDNUM", "TR" + x.digits(7)), "\n")
    n.add("Findings (endoscopist): ", x.ch(["scalloping and reduced folds D2", "normal-appearing duodenum", "mosaic pattern D2, nodular bulb",
                                         "mild erythema antrum; duodenum normal"]), ". Biopsies taken as above.\n")
    n.add("Specimens: ", str(x.ri(2, 3)), " pots labelled and sent, histology request ", ("IDNUM", ids.idnum(x, "histo")), "\n")
    n.add("\nPost-procedure / discharge\n")
    n.add("Discharged ", "%02d:%02d" % (x.ri(11, 16), x.ri(0, 59)), " to ", x.ch(["home with escort", "home address (", "escort"]))
    if n.buf[-1] == "home address (":
        n.add(("STREET", k.addr["street"]), ", ", ("CITY", k.addr["city"]), ")")
    n.add(". Advice: no driving, alcohol or operating machinery for 24 h after sedation.\n")
    n.add("Results: clinic with ", endo.n(x.ch(["title", "tfull"])), " in ", x.ch(["4-6 weeks", "2-3 weeks", "6 weeks"]), " or letter to ", x.gp, ".\n")
    if x.pr(0.5):
        n.add("Handover: pt ", p.n(x.ch(["initdots", "initials"])), " to recovery ", x.ch(["bay ", "trolley ", "chair "]),
              ("LOCATION_OTHER", str(x.ri(1, 12))), ", ", x.ch(["alert", "drowsy but rousable", "comfortable"]), ".\n")
    n.add("\nAdmitting nurse: ", nurse.n(x.ch(["full", "cred"])), "   Checked by: ", n2.n(x.ch(["full", "initials", "ini"])), "\n")
    if x.pr(0.3):
        n.add("Endoscopy unit direct line: ", ("PHONE", x.phone("land")), "\n")
    return n
