"""Own genres: retinal imaging report, visual electrophysiology report,
school vision support letter."""
import clin
import core
import pools
import locale_fmt as L
import parts


def imaging_report(b, ctx):
    r = ctx.rng
    c = ctx.c
    pt = ctx.pt
    dev = r.choice(clin.IMG_DEV)
    b.t("OPHTHALMIC IMAGING REPORT\n")
    b.f("Site: {h}   Dept: %s\n" % r.choice(["Ophthalmic Imaging", "Eye Imaging Suite", "Medical Photography", "Retinal Imaging"]), h=(ctx.hosp, "HOSPITAL"))
    if r.random() < 0.35:
        b.f("Location: {l}, {rm}\n", l=(r.choice(pools.BUILDINGS), "LOCATION_OTHER"), rm=["Imaging Room ", (str(r.randrange(1, 12)), "LOCATION_OTHER")])
    b.f("Accession: {a}   Order: {o}\n", a=(r.choice(["ACC", "IMG", "OP"]) + L.dig(r, 2) + "-" + L.dig(r, 6), "IDNUM"), o=("ORD" + L.dig(r, 7), "IDNUM"))
    b.f("Patient: {n}   %s: {m}   DOB: {d}   Sex: %s\n" % (parts.mrn_label(ctx), pt.sex), n=pt.n(r.choice(["LFU", "LF"])), m=(ctx.mrn, "MRN"), d=ctx.dob_())
    if r.random() < 0.5:
        b.f("%s: {h}\n" % ctx.hp_label, h=(ctx.hp, "HEALTHPLAN"))
    if c == "US" and r.random() < 0.35:
        b.f("SSN: {s}\n", s=(ctx.ssn, "SSN"))
    if r.random() < 0.3:
        b.f("ID check: palm-vein scan matched, template {p}\n", p=("PV" + L.dig(r, 8), "BIOID"))
    b.f("Referring clinician: {rc}\n", rc=r.choice([ctx.cons.t("full"), ctx.reg.t("full")]))
    b.f("Acquired: {d} %s   Operator: {u}\n" % clin.time(r), d=ctx.visit_(), u=(L.username_for(r, ctx.nurse.first, ctx.nurse.last), "USERNAME"))
    b.f("Device: %s   SN {sn}   Workstation IP {ip}\n" % dev, sn=(L.device_serial(r), "DEVICE"), ip=(L.ipaddr(r), "IPADDR"))
    if r.random() < 0.5:
        b.f("DICOM export to PACS node {ip} - status OK\n", ip=(L.ipaddr(r), "IPADDR"))
    b.t("\nClinical indication: ")
    b.f("{f}, {a}, %s. " % r.choice(["ROP screening - widefield documentation requested", "nystagmus - ? foveal hypoplasia", "suspected optic disc swelling on fundoscopy",
                                      "monitoring of macular schisis", "reduced VA unexplained - exclude maculopathy", "post-laser ROP review", "coloboma documentation"]),
        f=pt.n(r.choice(["first", "full"])), a=ctx.age())
    b.t(r.choice(["Please image both eyes.", "Compare with previous.", "Urgent - same day report.", "Routine."]) + "\n")
    baby = ctx.age_days < 365
    b.t("Pupils: %s at %s. " % (r.choice(["dilated with cyclopentolate 0.5% + phenylephrine 2.5%", "dilated in NICU"] if baby else
                                         ["dilated with cyclopentolate 1%", "undilated", "tropicamide 1%"]), clin.time(r)))
    b.t("Cooperation: %s.\n" % r.choice(["swaddled, sucrose given", "imaged on parent's lap", "sedated for EUA"] if baby else
                                         (["good", "fair - several attempts needed", "imaged on parent's lap"] if ctx.age_y < 6 else ["good", "fair - fixation unsteady", "good, nystagmus limited scan quality"])))
    if r.random() < 0.4:
        b.f("Technician comment: {m} present and consented to images being used for teaching: %s.\n" % r.choice(["yes", "no", "declined"]),
            m=ctx.parent.n(r.choice(["first", "full"])))
    b.t("\n")
    if "OCT" in dev or "Spectralis" in dev or "Triton" in dev or "Maestro" in dev:
        b.t("Protocol: %s\n" % r.choice(["Macular cube 512x128", "Radial 6-line", "ONH cube 200x200 + RNFL", "Dense macula 49 B-scans, ART 16"]))
        b.t("Signal strength: RE %d/10  LE %d/10\n" % (r.randrange(5, 11), r.randrange(5, 11)))
        b.t("CST: RE %d um  LE %d um\n" % (r.randrange(190, 330), r.randrange(190, 330)))
        b.t("RNFL average: RE %d um  LE %d um\n" % (r.randrange(60, 120), r.randrange(60, 120)))
        b.t("Findings: %s\n" % r.choice(["Foveal pit shallow bilaterally, continuous ellipsoid zone - grade 2 foveal hypoplasia (Thomas scale).",
                                          "Schisis cavities in inner nuclear layer RE>LE.", "Normal macular contour; RNFL within normative range (note normative database adult).",
                                          "Ellipsoid zone loss outside central 1500 um; cystoid spaces LE.", "Peripapillary RNFL thinning temporally both eyes, consistent with optic atrophy."]))
    else:
        b.t("Protocol: %s\n" % r.choice(["130 deg widefield colour, 5 fields each eye", "Posterior pole + temporal periphery", "Widefield colour + FAF", "Montage 200 deg"]))
        b.t("Image quality: %s\n" % r.choice(["good", "adequate - lid artefact inferiorly", "limited by poor dilation", "good, lashes inferiorly"]))
        b.t("Findings RE: %s\n" % r.choice(["Vascularisation to zone III, no ROP", "Demarcation line temporally, stage 1, zone II", "Normal disc and macula", "Stage 3 ROP zone II with pre-plus", "Coloboma inferonasal involving disc"]))
        b.t("Findings LE: %s\n" % r.choice(["As RE", "Regressed ROP, temporal dragging of vessels", "Normal", "Laser scars peripheral, flat retina", "Disc pallor temporal"]))
    b.t("\nImpression: %s\n" % r.choice(["Appearances consistent with clinical diagnosis; no change from previous.", "New finding - please review in clinic.",
                                          "Comparison with prior study shows progression.", "Stable.", "Suitable for telemedicine ROP review."]))
    if r.random() < 0.5:
        b.f("Compared with study of {d} (accession {a}).\n", d=ctx.D(ctx.earlier(60, 400)), a=("ACC" + L.dig(r, 2) + "-" + L.dig(r, 6), "IDNUM"))
    b.f("\nReported by: {p}, %s   {d}\n" % r.choice(["Ophthalmic Imaging Lead", "Consultant Ophthalmologist", "Senior Ophthalmic Photographer", "Retinal Imaging Specialist"] if not ctx.us else ["MD", "Ophthalmic Photographer, CRA", "MD, Retina"]),
        p=r.choice([ctx.cons.n("full"), ctx.optom.n("full")]), d=ctx.D(ctx.later(0, 7)))
    if r.random() < 0.35:
        b.f("Images available via viewer: {u}\n", u=(r.choice(["https://pacs.example.net/viewer?acc=", "https://images.example.org/study/"]) + L.dig(r, 8), "URL"))


def edt_report(b, ctx):
    r = ctx.rng
    c = ctx.c
    pt = ctx.pt
    phys = core.P(r, "DOCTOR", c=c)
    dev = r.choice(clin.EDT_DEV)
    b.f("{h}\n", h=(ctx.hosp, "HOSPITAL"))
    b.t(r.choice(["Visual Electrophysiology Service", "Department of Visual Electrodiagnostics", "Clinical Neurophysiology - Visual Electrophysiology", "Electrodiagnostic Clinic"]) + "\n")
    b.t(r.choice(["VISUAL ELECTROPHYSIOLOGY REPORT", "ELECTRODIAGNOSTIC TEST REPORT", "ERG / VEP REPORT"]) + "\n\n")
    b.f("Study no: {s}\n", s=(r.choice(["EDT", "VEP", "ERG"]) + "-" + L.dig(r, 2) + "-" + L.dig(r, 4), "IDNUM"))
    parts.id_block(b, ctx, style=r.choice(["table", "stacked"]))
    b.f("Test date: {d}\n", d=ctx.visit_())
    b.f("Referred by: {c}, {h}\n", c=ctx.cons.t("full"), h=(ctx.hosp2 if r.random() < 0.5 else ctx.hosp, "HOSPITAL"))
    b.t("\nHistory: ")
    b.f("{f} is a {a} %s. " % r.choice(["with roving eye movements noticed by parents at 3 months", "with nystagmus since infancy and photophobia",
                                         "with reduced vision at school screening not explained by refraction", "born at 27 weeks, treated ROP, now poor visual behaviour",
                                         "with a family history of retinal dystrophy", "on vigabatrin for infantile spasms since 4 months of age"]),
        f=pt.n("first"), a=ctx.age())
    if r.random() < 0.5:
        b.f("Attended with {p} ({pw}). ", p=ctx.parent.n(r.choice(["first", "full"])), pw=ctx.parent_word)
    b.t(r.choice(["Good cooperation throughout.", "Fell asleep for the ERG; VEP recorded awake.", "Testing abbreviated due to distress.", "Cooperation variable; results reproducible."]) + "\n")
    b.t("Clinical question: %s\n" % r.choice(["Nystagmus from 3 months - ? retinal dystrophy vs albinism", "Poor visual behaviour, ? LCA", "Reduced VA with normal fundi - ? functional vs optic nerve",
                                                   "Optic nerve hypoplasia - assess visual pathway function", "Photophobia and poor colour vision - ? achromatopsia", "Monitoring vigabatrin toxicity"]))
    b.t("Tests (ISCEV standards): %s\n" % ", ".join(r.sample(["DA 0.01 ERG", "DA 3.0 ERG", "DA 10.0 ERG", "LA 3.0 ERG", "LA 30Hz flicker", "pattern reversal VEP 50' and 12.5'",
                                                                "flash VEP", "pattern onset VEP", "multichannel VEP (chiasmal)", "PERG"], 4)))
    b.t("Electrodes: %s. Sedation: %s.\n" % (r.choice(["DTL fibre", "skin electrodes (lower lid)", "HK loop", "gold foil"]), r.choice(["none", "melatonin 3 mg", "natural sleep after feed", "chloral hydrate 50 mg/kg"])))
    b.f("System: %s, SN {sn}\n" % dev, sn=(L.device_serial(r), "DEVICE"))
    b.t("\nRESULTS\n")
    b.t("%-22s %-12s %-12s %s\n" % ("Parameter", "RE", "LE", "Lab ref (age-matched)"))
    rows = [("DA 3.0 a-wave (uV)", 60, 250, "-120 to -260"), ("DA 3.0 b-wave (uV)", 80, 450, "250 - 520"), ("LA 30Hz (uV)", 10, 110, "60 - 140"),
            ("LA 3.0 b-wave (uV)", 20, 150, "80 - 170"), ("PVEP P100 (ms)", 95, 140, "95 - 115"), ("PVEP amp (uV)", 4, 25, "> 8"), ("Flash VEP P2 (ms)", 100, 150, "100 - 130")]
    for name, lo, hi, ref in r.sample(rows, 5):
        b.t("%-22s %-12s %-12s %s\n" % (name, str(r.randrange(lo, hi)), str(r.randrange(lo, hi)), ref))
    b.t("\nInterpretation: %s\n" % r.choice(["Undetectable cone responses with preserved rod function - consistent with achromatopsia.",
                                               "Crossed asymmetry on multichannel flash VEP, in keeping with chiasmal misrouting (albinism).",
                                               "Severely reduced scotopic and photopic ERGs - consistent with generalised retinal dystrophy (e.g. LCA).",
                                               "Normal ERG; pattern VEP delayed and reduced bilaterally suggesting optic nerve dysfunction.",
                                               "Normal retinal and visual pathway function for age."]))
    b.t("Comment: %s\n" % r.choice(["Results discussed with family on the day; the referring consultant will arrange follow-up.",
                                      "Suggest genetic counselling and low vision referral.", "Repeat in 12 months to monitor.",
                                      "No further electrodiagnostic testing required at present.", "Recommend OCT to assess foveal structure."]))
    if r.random() < 0.4:
        b.f("Genetic testing: sample {s} sent to %s panel on {d}.\n" % r.choice(["retinal dystrophy", "albinism", "optic atrophy", "nystagmus"]),
            s=(r.choice(["G", "GEN", "LAB"]) + L.dig(r, 2) + "-" + L.dig(r, 5), "IDNUM"), d=ctx.D(ctx.later(0, 5)))
    b.f("\nRecorded by: {p}, %s\n" % r.choice(["Clinical Physiologist", "Clinical Scientist", "Electrophysiology Technologist", "Healthcare Scientist"]),
        p=phys.n("full"))
    if r.random() < 0.4:
        b.f("User: {u}\n", u=(L.username_for(r, phys.first, phys.last), "USERNAME"))
    b.f("Reported by: {c}   {d}\n", c=r.choice([ctx.cons.t("full"), core.P(r, "DOCTOR", title="Dr", c=c).t("full")]), d=ctx.D(ctx.later(1, 21)))
    if r.random() < 0.3:
        b.f("Report sent to {e}\n", e=(L.email_for(r, ctx.cons.first, ctx.cons.last), "EMAIL"))
    if r.random() < 0.3:
        b.f("Report server {ip}\n", ip=(L.ipaddr(r), "IPADDR"))


def school_letter(b, ctx):
    r = ctx.rng
    c = ctx.c
    pt = ctx.pt
    us = ctx.us
    parts.letterhead(b, ctx, contacts=True, address=r.random() < 0.6)
    b.f("Date: {d}\n\n", d=ctx.D(ctx.later(1, 20)))
    teacher = [r.choice(["Mrs ", "Ms ", "Mr ", "Miss "]), (r.choice(pools.FEMALE + pools.MALE) + " " + r.choice(pools.SURNAMES) if r.random() < 0.5 else r.choice(pools.SURNAMES), "FAMILY")]
    role = r.choice(["SENCO", "Class Teacher", "Special Education Teacher" if us else "Special Educational Needs Coordinator", "Principal", "Learning Support Teacher"])
    b.f("{t}\n%s\n{s}\n" % role, t=teacher, s=(ctx.school, "ORGANIZATION"))
    b.put([(core.street(r, c), "STREET"), "\n", (r.choice(pools.TOWNS[c]), "CITY")])
    if c in ("US", "CA", "AU") or (c in ("ZA", "NZ", "IN") and r.random() < 0.5):
        b.put([" ", (r.choice(pools.STATES[c])[1 if c in ("US", "CA", "AU") else 0], "STATE")])
    b.put([" ", (L.postcode(r, c), "ZIP"), "\n\n"])
    b.f("Dear {t},\n\n", t=teacher)
    b.f("Re: {n}   DOB: {d}   %s\n\n" % ctx.grade(),
        n=pt.n(r.choice(["full", "fml"])), d=ctx.dob_())
    b.f("I am writing with the consent of {f}'s %s, {p}, to explain {f2}'s eye condition and how you can help in the classroom.\n\n" % ctx.parent_word,
        f=pt.n("first"), p=ctx.parent.n("full"), f2=pt.n("first"))
    dx = r.choice(clin.DIAG + clin.LV_DIAG)
    b.f("{f} has been diagnosed with %s. " % dx, f=pt.n("first"))
    b.t("With %s glasses, %s current distance vision is %s (right) and %s (left), and near vision %s.\n\n" % (
        ctx.his, ctx.his, clin.va(r, c), clin.va(r, c), r.choice(["N8", "N10", "N14", "N18", "N24"])))
    b.t("Recommendations:\n")
    recs = ["Seat %s near the front, slightly to the %s, facing the board." % (ctx.him, r.choice(["left", "right"])),
            "Worksheets in N%d print (Arial), black on cream paper; avoid faint photocopies." % r.choice([14, 18, 24]),
            "Allow extra time (25%) for reading tasks and tests.",
            "Glasses should be worn at all times in school.",
            "If %s is patching, please encourage close tasks during patch time and be alert to trip hazards." % ctx.he,
            "Avoid seating facing a window (glare).",
            "Use a tablet or visualiser for board work where possible.",
            "PE: contrasting coloured balls; extra supervision on stairs.",
            "Allow %s to hold books closer - this will not harm %s eyes." % (ctx.him, ctx.his)]
    for x in r.sample(recs, r.choice([4, 5, 6])):
        b.t("- %s\n" % x)
    b.t("\n")
    if r.random() < 0.5:
        b.f("{f}'s %s may contact you about an Individual Education Plan. " % ctx.parent_word, f=pt.n("first"))
    if r.random() < 0.4:
        b.f("I have also shared this with the Sensory Support Team ({q}). ", q=[r.choice(["Mrs ", "Mr ", "Ms "]), (r.choice(pools.SURNAMES), "FAMILY")])
    b.f("Please do not hesitate to contact me on {p}", p=(ctx.dept_phone + (L.extension(r) if r.random() < 0.4 else ""), "PHONE"))
    if r.random() < 0.6:
        b.f(" or by email at {e}", e=(L.email_for(r, ctx.orth.first, ctx.orth.last), "EMAIL"))
    b.t(".\n\n")
    b.t(r.choice(["Yours sincerely,", "Kind regards,", "Best wishes,"]) + "\n\n")
    b.put([ctx.orth.n("full"), "\n", r.choice(["Specialist Orthoptist", "Eye Clinic Liaison Officer", "Paediatric Orthoptist", "Orthoptist"] if not us else ["Orthoptist, CO", "Pediatric Eye Clinic Coordinator"]), "\n"])
    b.f("on behalf of {c}, %s\n" % parts.role_cons(ctx), c=ctx.cons.t("full"))
    b.t("\ncc: ")
    b.put([ctx.parent.n("full"), "; ", ctx.gp.t("full"), ", ", (ctx.practice, "HOSPITAL"), "\n"])
