"""Genres: post-procedure ward note, drain review log, IR nurse telephone follow-up, MDT outcome entry."""
import datetime as dt
import blocks as B
import procs as PR


def ward_signoff(n, c, role):
    ttl = {"ir_reg": "IR Registrar", "ir_fellow": "IR Fellow", "ir_cns": "IR CNS"}[role]
    n.l(c.Dr(role, c.ch(["FL", "IL"])), ", ", ttl, c.ch([" bleep ", " pager ", " ext "]), ("PHONE", c.phone("int")))


def g_ward(n, c):
    p, r = c.proc, c.r
    he = "he" if c.sex == "M" else "she"
    when = c.days(r.choice([0, 0, 1, 1, 2]))
    style = c.ch(["soap", "free", "ehr"])
    author = c.ch(["ir_reg", "ir_fellow"])
    if style == "ehr":
        n.l(c.ch(["Progress Note - Interventional Radiology", "IR Post-Procedure Review", "Clinical Note: IR ward round"]))
        B.banner(n, c)
        n.l("Author: ", c.Dr(author, "FL"), "   Service: IR   Date of service: ",
            c.D(when, c.ch([c.ds, "iso"])), " ", c.tm(8, 20))
        n.l("Location: ", ("HOSPITAL", c.ward), ", room ", ("LOCATION_OTHER", str(r.randint(1, 40)) + c.ch(["", "A", "B"])),
            *([" bed ", ("LOCATION_OTHER", str(r.randint(1, 4)))] if c.pr(0.5) else []))
    else:
        n.l(c.D(when, c.ch([c.ds, "wdshort", "num"])), " ", c.tm(8, 21), "  ", c.ch(["IR REVIEW", "IR ward review",
                                                                                      "Post IR check", "IR registrar review"]))
        if c.pr(0.6):
            n.l("Pt: ", c.P(c.ch(["LFU", "FL", "LI"])), "  ", ("MRN", c.mrn), "  ", ("HOSPITAL", c.ward), " bed ",
                ("LOCATION_OTHER", c.bed))
        else:
            n.l("Seen on ", ("HOSPITAL", c.ward), ", bed ", ("LOCATION_OTHER", c.bed), ".")
    n.l("")
    day = (when - c.proc_date).days
    n.f("Day ", str(day), " post ", p["short"], " (", c.D(c.proc_date, c.ch(["short", "dm", c.ds])), ", ",
        c.Dr("ir_cons", c.ch(["L", "IL"])), "). ")
    if c.pr(0.6):
        n.f(c.agesex(), ", ", "; ".join(r.sample(PR.HX, 2)), ". ")
    n.f("Indication: ", PR.indication(c), ".\n")
    if style in ("soap", "ehr"):
        n.l("S: ", c.ch(["Pain 3/10 at site, settled with paracetamol.", "Feels well, eating and drinking.",
                         "Nauseated post sedation, now improved."] +
                        (["Reports a 'pulling' feeling at drain site."] if p.get("drain") else []) +
                        (["Some shoulder tip pain overnight."] if p["k"] in ("liverbx", "liverabsc", "chole", "ptbd") else [])),
            *([" ", c.ch(["Partner", "Daughter", "Son", "Sister"]), " ", c.F(c.ch(["F", "FL"])), " at bedside",
               c.ch(["", f", asking when {he} can go home", ", happy with plan"]), "."] if c.pr(0.45) else []))
        n.f("O: ")
        B.vitals(n, c)
        n.f(". Site: ", c.ch(["dressing dry and intact", "small bruise, no haematoma", "mild ooze, redressed",
                              "drain secured, no leak"]), ".")
        if p.get("drain"):
            n.f(" Drain output ", str(r.randint(5, 450)), " mL/24h, ", c.ch(["serous", "purulent", "bile-stained",
                                                                              "haemoserous", "clear urine"]), ".")
        n.f("\n")
        B.bloods(n, c, d=when, label="Bloods")
        n.l("A: ", c.ch(["Uncomplicated", "Satisfactory progress", "Minor bleeding, haemodynamically stable",
                         "Low-grade pyrexia, likely post-procedure inflammatory response"]), " post ", p["short"], ".")
        n.l("P:")
        for a in r.sample(p["after"], min(2, len(p["after"]))):
            n.l(" - ", a)
        if c.pr(0.4):
            n.l(" - d/w ", c.Dr("ir_cons"), " - agrees")
        n.l(" - ", c.ch(["OK for discharge from IR perspective", "repeat imaging before removal",
                         "IR to review tomorrow", "continue antibiotics per micro"]))
    else:
        n.f("Reviewed at request of ", c.S("ward_nurse", c.ch(["F", "FL"])), c.ch([" (nurse in charge)", " RN", ""]),
            " re ", c.ch(["site ooze", "pain", "fever 38.4", "dislodged dressing"] +
                         (["drain not draining"] if p.get("drain") else [])), ". ")
        B.vitals(n, c)
        n.f(". ", c.ch(["Pressure applied 10 min, haemostasis achieved.", "Site clean; no collection on bedside US."] +
                        (["Drain flushed with 10 mL saline, flushes and aspirates freely."] if p.get("drain") else []) +
                        (["Line aspirates and flushes; tip position unchanged on CXR."] if p["cat"] == "line" else [])), "\n")
        B.bloods(n, c, d=when, label="Latest bloods")
        n.l(B.hard_neg(c, "ward"))
        n.f("Plan discussed with ", c.Dr("ir_cons"), " and ", c.Dr("referrer"), ". ")
        if c.pr(0.5):
            n.l("Call IR on ext ", ("PHONE", c.phone("int")), " if concerns.")
        else:
            n.l("Bleep IR if concerns.")
    if c.pr(0.4):
        n.l("Social: lives ", c.ch(["alone", "with partner", "with " + c.ch(["daughter", "son"]), "in sheltered housing"]),
            " in ", ("CITY", c.addr["town"]),
            *([c.ch([", works as a ", ", retired, was a "]), ("PROFESSION", c.prof)] if c.pr(0.6) else []), ".")
    ward_signoff(n, c, author)
    if c.pr(0.75):
        n.l("")
        n.l(c.D(when, c.ch(["short", c.ds])), " ", c.tm(20, 23), " NURSING")
        n.l("Post-IR obs ", c.ch(["q15min x4, q30min x4", "as per protocol", "hourly x4"]), " completed; ",
            c.ch(["all within normal parameters", "one episode of BP 92/50, fluids given, resolved", "NEWS2 0-1 throughout"]), ". ")
        n.l("Site checked ", c.ch(["x3", "hourly"]), ", ", c.ch(["no bleeding", "small ooze, dressing reinforced", "clean/dry"]),
            ". Mobilised to toilet with ", c.S("hca", c.ch(["F", "FL"])), c.ch([" (HCA)", ""]), ".")
        if c.pr(0.6):
            n.l(c.ch(["Daughter", "Son", "Partner", "Friend", "Neighbour"]), " ", c.F(c.ch(["FL", "F"])), " phoned at ",
                c.tm(15, 21), " for update - ", c.ch(["given with pt's consent", "pt happy for info to be shared",
                                                      "asked to call back after ward round"]),
                *([". Contact no. ", ("PHONE", c.fam_ph)] if c.pr(0.5) else []), ".")
        n.l(c.S("ward_nurse", c.ch(["FL", "IL"])), c.ch([", RN", " SN", ", Staff Nurse"]))
    if c.pr(0.45):
        d2 = when + dt.timedelta(days=1)
        n.l("")
        n.l(c.D(d2, c.ch(["short", c.ds, "wdshort"])), " ", c.tm(8, 11), " IR ward round: ", c.ch([
            "well, afebrile, site clean. Discharge today; IR nurse will phone in 24 h.",
            "output reducing, CRP falling. Continue drain, repeat US in 48 h.",
            "haematuria cleared. For removal of catheter and home.",
            "mild groin bruise, pulses present. Home with advice."]))
        n.l(c.Dr("ir_cons", c.ch(["IL", "L"])), " / ", c.Dr(author, "INI"))


def g_drain(n, c):
    p, r = c.proc, c.r
    drain = p.get("drain") or c.ch(["10 Fr locking pigtail abscess drain", "8 Fr nephrostomy", "12 Fr pleural drain"])
    n.l(c.ch(["IR DRAIN REVIEW LOG", "Interventional Radiology - Drain Chart / Review Record", "DRAIN ROUND - IR CNS",
              "Percutaneous drain monitoring sheet"]))
    n.l(c.H(1), "   ", ("HOSPITAL", c.ward), " bed ", ("LOCATION_OTHER", c.bed))
    if c.pr(0.5):
        B.sticker(n, c)
    else:
        B.banner(n, c, full=c.pr(0.5))
    n.l("Drain: ", drain, c.ch(["", ", sutured at 4 cm mark", ", skin mark 12 cm", ", locking string engaged"]))
    n.l("Inserted: ", c.D(c.proc_date), " by ", c.Dr(c.ch(["ir_cons", "ir_reg"])), "   Indication: ",
        PR.indication(c, True))
    if c.pr(0.5):
        n.l("Micro: ", c.idnum("micro"), " - ", c.ch(["E. coli (ESBL)", "Bacteroides fragilis", "mixed anaerobes",
                                                       "no growth at 48 h", "Klebsiella pneumoniae", "Enterococcus faecalis"]))
    n.l("")
    n.l("Date       | Output/24h | Character      | Flush            | Site         | Reviewed by")
    nd = r.randint(4, 9)
    row_style = c.ch(["short", "num", c.ds, "dm"])
    for i in range(nd):
        d = c.days(i + 1)
        out = max(0, int(r.randint(40, 400) * (1 - i / (nd + 1))))
        n.f(c.D(d, row_style), " | ", f"{out} mL".ljust(10), " | ",
            c.ch(["purulent", "turbid", "serous", "haemoserous", "bilious", "clear", "thin pus"]).ljust(14), " | ",
            c.ch(["10 mL NaCl TDS", "10 mL NaCl BD", "20 mL NaCl OD", "nil - flushes", "not flushed"]).ljust(16), " | ",
            c.ch(["clean", "clean", "erythema 1 cm", "leak", "dry"]).ljust(12), " | ")
        who = c.ch(["ir_cns", "ir_nurse", "ir_reg", "ward_nurse"])
        n.f(c.S(who, c.ch(["INI", "FI", "IL", "INI"])))
        if i == nd - 1 and c.pr(0.5):
            n.f(" (", ("USERNAME", c.uname(who)), ")")
        n.f("\n")
    n.l("")
    if c.pr(0.6):
        sd = c.wdays(nd + r.randint(1, 3))
        n.l("Drain study / sinogram booked ", c.D(sd, c.ch(["wdshort", c.ds])), ", accession ", c.idnum("acc"),
            c.ch(["", "; CT AP same day", "; US first"]))
    n.l("Comments: ", c.ch(["output tailing off, for repeat imaging", "cavity persistent - upsized to 14 Fr",
                            "drain fell out overnight, patient reviewed, not replaced", "for removal if afebrile",
                            "discharge with drain; DN referral sent"]), ".")
    if c.pr(0.4):
        n.l("Community nursing: ", ("HOSPITAL", c.practice if c.pr(0.3) else c.ch(c.C["towns"])[0] + " District Nursing Team"),
            " ", ("PHONE", c.phone("land")), " - referral faxed to ", c.FX())
    if c.pr(0.35):
        n.l("Patient anxious about drain at work (", ("PROFESSION", c.prof), "); ", c.ch(["fit note given", "advised light duties"]))
    n.l("")
    n.l("IR CNS: ", c.S("ir_cns", "FL"), *([c.ch([", ext ", ", bleep "]), ("PHONE", c.phone("int"))] if c.pr(0.6) else []))


EMERG = {"UK": "999", "IE": "112", "AU": "000", "NZ": "111", "US": "911", "CA": "911"}


def g_phone(n, c):
    p, r = c.proc, c.r
    when = c.days(r.choice([1, 1, 2, 3, 7]))
    low = c.ch(["form", "narrative", "form"])
    nurse = c.ch(["ir_nurse", "ir_cns"])
    n.l(c.ch(["IR Nurse Telephone Follow-up", "TELEPHONE CONSULTATION - IR NURSE", "IR day case 24 h phone call",
              "Post-procedure call (IR)"]))
    n.l("Date/time: ", c.D(when, c.ch([c.ds, "wd", "abbr"])), " ", c.tm(9, 17), "   Caller: ", c.S(nurse, "FL"),
        {"ir_nurse": c.ch([" RN", ", IR nurse"]), "ir_cns": c.ch([", IR CNS", " (CNS)"])}[nurse])
    n.l("Patient: ", c.P(c.ch(["FL", "LFU", "LF"])), "  ", B.mrn_label(c), " ", ("MRN", c.mrn), "  DOB ", c.D(c.dob))
    mob = c.pr(0.6)
    n.l("Number called: ", ("PHONE", c.ph_mob if mob else c.ph_home), c.ch(["", " (mobile)" if mob else " (home)"]))
    if c.pr(0.4):
        n.l("Attempt 1 ", c.tm(9, 11), " - no answer, voicemail left (name and IR nurse line only). Attempt 2 ",
            c.tm(12, 16), " - answered.")
    n.l("")
    n.l("Pre-call summary: ", p["short"], " on ", c.D(c.proc_date, c.ch(["short", c.ds, "dm"])), " with ",
        c.Dr("ir_cons", c.ch(["L", "IL"])), "; ", p["sed"], "; discharged ", c.ch(["same day", "next morning", "day 2"]),
        c.ch([" with ", " home with "]), c.rel, " ", c.F(c.ch(["F", "FL"])), ".")
    n.l("Discharge meds: ", c.ch(["paracetamol 1 g QDS PRN", "co-codamol 30/500 PRN", "oxycodone 5 mg PRN x5",
                                  "ibuprofen 400 mg TDS x3 days"]), "; anticoagulant ", c.ch(["restart tonight", "restart day 2",
                                                                                               "n/a", "continue"]), ".")
    n.l("")
    if low == "form":
        spoke = c.pr(0.4)
        n.l("Spoke to: ", *(["patient"] if not spoke else [c.rel, " ", c.F(c.ch(["F", "FL"]))]),
            c.ch(["", " (patient consented to discussion)"]))
        n.l("Pain: ", str(r.randint(0, 6)), "/10, ", c.ch(["paracetamol only", "co-codamol PRN", "none needed"]))
        n.l("Site: ", c.ch(["clean and dry", "small bruise", "slight ooze on dressing, advised to reinforce",
                            "no swelling"]))
        n.l("Fever/rigors: ", c.ch(["no", "no", "low-grade 37.8 last night"]), "   Bleeding: ", c.ch(["no", "no", "minor"]))
        n.l("Eating/drinking: ", c.ch(["yes", "yes", "reduced appetite"]), "   Mobilising: ", c.ch(["yes", "slowly"]))
        if p.get("drain"):
            n.l("Drain/bag: ", c.ch(["draining 200 mL/day", "emptying regularly", "DN visiting daily"]))
        n.l("Red flags reviewed (bleeding, fever, severe pain", ", drain falling out" if p.get("drain") else "", "): ",
            c.ch(["understood", "understood; leaflet re-sent"]))
        n.f("Comments: ")
    else:
        n.f(c.ch(["Spoke with pt", "Phoned pt", "Rang patient"]), ". ")
        if c.pr(0.5):
            n.f("His " if c.sex == "M" else "Her ", c.rel, " ", c.F(c.ch(["F", "FL"])), " also on speaker. ")
        n.f(c.ch(["Reports feeling 'a bit sore but fine'.", "Says 'much better than last time'.", "Slept well, tired.",
                  "Had some nausea the evening after."]), " ")
        n.f("Site ", c.ch(["OK", "fine", "slightly bruised"]), "; pain ", str(r.randint(0, 5)), "/10. ")
    if c.pr(0.7):
        n.f("Asked about work - ", c.ch(["is a ", "works as a ", "employed as a "]), ("PROFESSION", c.prof))
        if c.employer and c.pr(0.6):
            n.f(" at ", ("ORGANIZATION", c.employer))
        n.f(", ", c.ch(["plans to return next week", "advised 48 h off", "off until review", "no heavy lifting for 1/52"]), ". ")
    if c.pr(0.35):
        n.f("Planning trip to ", ("COUNTRY", c.ch(__import__("pools").TRAVEL)), " over ",
            ("DATE", c.ch(["Christmas", "Easter", "New Year", "Thanksgiving", "Diwali", "Eid", "Hogmanay", "Boxing Day"])),
            " - ", c.ch(["no issue", "advised to wait until after IR clinic"]), ". ")
    n.f(c.ch(["All questions answered.", "Happy with care.", "Asked about histology - explained this goes to MDT.",
              "Queried bruising - reassured."]), "\n")
    n.l("")
    n.l("Plan: ", c.ch(["no further action", "IR clinic as booked", "GP to review site if worse"] +
                       (["histology to MDT"] if p.get("spec") else []) + (["DN to continue drain care"] if p.get("drain") else [])
                       + (["GP to remove sutures day 10"] if p["cat"] == "line" else [])), ".")
    if c.pr(0.7):
        fu = c.wdays(r.choice([14, 21, 28, 42]))
        n.l("Next: ", c.ch(["IR OPD ", "clinic ", "repeat CT "]), c.D(fu, c.ch(["wdshort", c.ds, "wdlong"])), " ",
            c.appt(), ", ", c.H(c.ch([1, 2])), *([", ", ("LOCATION_OTHER", c.building())] if c.pr(0.5) else []))
    n.l("Pt given IR nurse line ", ("PHONE", c.phone(c.ch(["land", "ext"]))), c.ch([" (Mon-Fri 08:00-16:00)", ""]),
        "; out of hours ", c.ch(["attend ED", "call " + EMERG[c.cc], "contact " + ("NHS 111" if c.cc == "UK" else "GP")]), ".")
    if c.pr(0.35):
        n.l("Leaflet link sent by SMS: ", c.url("info"))
    if c.pr(0.3):
        n.l("Portal message sent via ", c.url("portal"), " to ", ("EMAIL", c.email))
    n.l(c.S(nurse, c.ch(["IL", "FL", "INI"])), {"ir_nurse": c.ch([", RN", ", IR nurse"]), "ir_cns": c.ch([" IR CNS", ", CNS"])}[nurse],
        " ", c.D(when, "short"))


MDTS = {"HPB": "HEPATOBILIARY", "Urology": "UROLOGY", "Lung Cancer": "LUNG CANCER", "Renal": "RENAL",
        "Gynaecology": "GYNAE-ONCOLOGY", "Vascular": "VASCULAR", "Haematology": "LYMPHOMA", "Sarcoma": "SARCOMA",
        "Hepatology": "LIVER", "Colorectal": "COLORECTAL", "Oncology": "BREAST", "Nutrition": "NUTRITION SUPPORT",
        "Respiratory": "PLEURAL"}


def g_mdt(n, c):
    p, r = c.proc, c.r
    name = MDTS.get(p["mdt"], c.ch(["HEPATOBILIARY", "UROLOGY", "VASCULAR", "IR / GENERAL"]))
    md = c.wdays(-r.randint(3, 20)) if c.pr(0.5) else c.wdays(r.randint(14, 50))
    n.l(name, " MDT - OUTCOME", c.ch(["", " RECORD", " SUMMARY"]))
    n.l(c.H(1), c.ch(["", " (hub)", " - virtual"]), *([" / ", c.H(2), " (spoke)"] if c.pr(0.3) else []))
    n.l("Meeting date: ", c.D(md, c.ch([c.ds, "wdlong", "long"])), "   MDT ref: ", c.idnum("mdt"))
    n.l("Present: ", c.Dr("surgeon", c.ch(["L", "IL"])), " (chair), ", c.Dr("ir_cons", c.ch(["L", "IL"])), " (IR), ",
        c.Dr("onc", c.ch(["L", "IL"])), " (oncology), ", c.Dr("pathologist", "L"), " (pathology), ",
        c.S("ir_cns", c.ch(["FL", "F"])), " (CNS), ", c.S("coord", "FL"), " (coordinator)")
    n.l("")
    n.f("Patient: ", c.P(c.ch(["LFUU", "FL", "LF"])), "  ")
    n.f(c.agesex())
    n.l("  ", B.mrn_label(c), " ", ("MRN", c.mrn), *(["  ", B.id_label(c), " ", c.nat] if c.pr(0.6) else []))
    n.l("Referred by: ", c.Dr("referrer"), ", ", c.H(2) if c.pr(0.6) else ("HOSPITAL", c.practice),
        *(["  UBRN ", c.idnum("ubrn")] if c.cc == "UK" and c.pr(0.5) else []))
    n.l("")
    n.l("Clinical summary: ", "; ".join(r.sample(PR.HX, r.randint(1, 3))), ". ", PR.indication(c),
        ". ", c.ch(["ECOG 1", "ECOG 0", "PS 2", "WHO PS 1", "frail, CFS 6"]), ".")
    if c.pr(0.4):
        n.l("Social: ", c.ch(["lives with ", "cared for by "]), c.rel, " ", c.F(c.ch(["F", "FL"])), "; ",
            c.ch(["former ", "works as "]), ("PROFESSION", c.prof), ".")
    n.l("Imaging reviewed:")
    for k in range(r.randint(1, 3)):
        n.l("  - ", c.ch(["CT CAP", "MRI liver (Primovist)", "PET-CT", "CT angiogram", "US abdomen", "MRI pelvis"]),
            " ", c.D(c.days(-r.randint(10, 200)), c.ch([c.ds, "short", "my"])), " (", c.idnum("acc"), "): ",
            c.ch(["as per report", "stable", "interval progression", "new 12 mm lesion", "no distant disease",
                  "target lesion unchanged"]))
    if c.pr(0.6):
        n.l("Histology: ", c.idnum("spec"), " - ", c.ch(["moderately differentiated HCC", "adenocarcinoma, TTF-1 positive",
                                                          "clear cell RCC, ISUP 2", "diffuse large B-cell lymphoma",
                                                          "non-diagnostic, fibrosis only", "leiomyoma, no atypia"]))
    if c.pr(0.3):
        n.l("Previous treatment: ", c.ch(["TACE", "resection", "RFA", "SACT"]), " in ", c.D(c.days(-r.randint(200, 1500)),
                                                                                               c.ch(["year", "my"])))
    n.l("Radiology review (", c.Dr("ir_cons", c.ch(["L", "INI"])), "): ", c.ch([
        "lesion accessible percutaneously; safe window avoiding colon.", "target 8 cm from skin, intercostal approach feasible.",
        "vascular anatomy suitable, no replaced hepatic artery.", "collection now 4 cm, not amenable to drainage.",
        "no contraindication on imaging."]), " ", B.hard_neg(c, "mdt"))
    n.l("Discussion: ", c.ch(["Options of surgery vs IR discussed; IR preferred given comorbidities.",
                              "Consensus for IR-led management.", "Surgeons happy for IR first, revisit if fails.",
                              "Needs tissue before systemic therapy."]), " ", c.ch([
        "Patient's wishes: keen to avoid GA.", "Patient not yet aware of results - CNS to arrange clinic.",
        "Holistic needs assessment done.", "Family aware."]))
    n.l("")
    n.l("OUTCOME: ", c.ch([f"for {p['short']} - IR to book", "for repeat biopsy under CT", "surveillance CT 3 months",
                          "for surgery - refer " + "to surgical team", "best supportive care; refer palliative team",
                          "for TACE x2 then reassess", "discuss again with histology"]))
    n.l("Actions: ")
    n.l("  1. ", c.ch(["IR booking - ", "Clinic letter - ", "Inform GP - "]), c.S("coord", "IL"))
    n.l("  2. Inform patient: ", c.S("ir_cns", "F"), " to phone ", ("PHONE", c.ph_mob if c.pr(0.5) else c.ph_home))
    if c.pr(0.4):
        n.l("  3. Copy to ", c.Dr("gp"), ", ", ("HOSPITAL", c.practice), " (fax ", c.FX(), ")")
    if c.pr(0.3):
        n.l("  4. Clinical trial screening: ", c.ch(["not eligible", "eligible - consented"]), ", trial ID ",
            ("IDNUM", c.ch(["TR-", "STUDY"]) + c.digits(5)))
    if c.pr(0.5):
        n.l("Re-discuss: ", c.D(c.wdays(r.randint(50, 100)), c.ch([c.ds, "long"])), " MDT with post-treatment imaging.")
    n.l("Recorded by: ", c.S("coord", "FL"), c.ch(["", " (MDT coordinator)"]), " ", c.D(md, "short"),
        *([" user ", ("USERNAME", c.uname("coord"))] if c.pr(0.5) else []))
