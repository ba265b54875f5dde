"""Genre: speech and language therapy assessment."""
import dt
import ids
import clin
import common
import names
from nb import P

GENRE = "slt_assessment"
CASE_ARGS = dict(min_days=540, max_days=365 * 11, palate=1.0)

TARGETS = [("p", "[b]"), ("b", "[b]"), ("t", "[ʔ]"), ("d", "[n]"), ("k", "[k]"), ("g", "[ŋ]"),
           ("f", "[ħ]"), ("s", "[ç]"), ("sh", "[h]"), ("ch", "[ʔ]"), ("tr", "[kw]"), ("z", "[n̊]")]


def write(nb, c):
    rng = c.rng
    slt = c.st("slt")
    y, m, _ = dt.age_parts(c.dob, c.enc)
    ca = "%d;%d" % (y, m)
    pal_age_m = rng.randint(6, 14)
    pal_date = dt.add(c.dob, pal_age_m * 30 + rng.randint(0, 20))
    nb.t(c.sp(rng.choice(["SPEECH AND LANGUAGE THERAPY - CLEFT SPEECH ASSESSMENT\n",
                          "Cleft Speech & Language Therapy Report\n", "SLT ASSESSMENT (CLEFT)\n"]),
              "SPEECH-LANGUAGE PATHOLOGY EVALUATION - CLEFT/CRANIOFACIAL\n"))
    if rng.random() < 0.5:
        common.letterhead(nb, c, c.sp("Speech and Language Therapy, Cleft Service",
                                      "Speech-Language Pathology, Craniofacial Team"), compact=True)
    nb.f("Name: {n}    DOB: {dob}    CA: {ca}\n", n=c.pt_name(rng.choice(["full", "lf"])), dob=c.dob_p(),
         ca=P(ca, "AGE"))
    nb.f("{ml}: {mrn}   {hl}: {hno}\n", ml=c.mrn_label(), mrn=P(c.id("mrn"), "MRN"), hl=c.hlabel(),
         hno=P(c.id("hno"), "HEALTHPLAN"))
    video = rng.random() < 0.25
    nb.f("Date of assessment: {d}   Venue: {v}\n", d=c.d(c.enc),
         v=["video consultation (IP ", P(ids.ip(rng), "IPADDR"), ")"] if video else
         rng.choice([P(c.centre, "HOSPITAL"), P(c.community, "HOSPITAL")]))
    nb.f("Assessed by: {s}, {r}\n", s=c.staff_name("slt", "full"), r=slt.role)
    nb.f("Accompanied by: {w}\n\n", w=rng.choice([["mum (", c.fam("mum"), ")"], ["dad (", c.fam("dad"), ")"],
                                                  ["both parents"], ["grandmother ", c.fam("gran", "full")]]))
    nb.t("BACKGROUND\n")
    nb.f("Diagnosis: {dx}", dx=c.dx[0])
    if c.syndrome:
        nb.f("; {s}", s=c.syndrome)
    nb.f(".\nPalate repair {d} (aged {a} months) by {t} {s} - {p}.\n", d=c.d(pal_date), a=P(str(pal_age_m), "AGE"),
         t=c.st("surgeon").title, s=c.staff_name("surgeon", "last"), p=rng.choice(clin.PAL_SURG))
    nb.f("Hearing: last audiology {d} - {r}.\n", d=c.d(dt.add(c.enc, -rng.randint(30, 300))),
         r=rng.choice(["hearing within normal limits bilaterally", "mild conductive loss R, grommets in situ L",
                       "bilateral type B tympanograms, aided with " + rng.choice(clin.HEARING_AIDS),
                       "normal thresholds following grommets"]))
    nb.f("Education: attends {s}", s=P(c.school, "ORGANIZATION"))
    if rng.random() < 0.6:
        tch = names.make_person(rng, c.country, middle_p=0)
        if y < 5:
            nb.f("; key worker {k}", k=P(tch.full() if rng.random() < 0.5 else tch.first, "FAMILY"))
        else:
            nb.f("; class teacher {t} {k}", t=rng.choice(["Mrs", "Miss", "Mr", "Ms"]), k=P(tch.last, "FAMILY"))
    nb.t(".\n")
    nb.t(rng.choice(["Previous therapy: block of 6 sessions targeting /t d/ locally.\n",
                     "No previous direct therapy; parent advice only.\n",
                     "Receiving weekly therapy with local SLT since last review.\n"]))
    nb.t("\nASSESSMENT\n")
    tools = rng.sample(clin.SPEECH_TESTS, 3)
    nb.t("Tools: " + "; ".join(tools) + "; perceptual rating to " + rng.choice(["CAPS-A", "GOS.SP.ASS.'98"]) + " conventions.\n")
    sev = rng.choice([0, 0, 1, 1, 2, 3])
    nb.t("Resonance: " + [rng.choice(["within normal limits", "within normal limits", "mild hyponasality (adenoids)"]),
                          rng.choice(["mild hypernasality", "borderline hypernasality, inconsistent"]),
                          rng.choice(["moderate hypernasality", "mixed resonance"]),
                          "severe hypernasality"][sev] + ".\n")
    nb.t("Nasal airflow: " + [rng.choice(["no nasal emission", "no nasal emission or turbulence"]),
                              "inconsistent audible nasal emission on /s/",
                              "nasal turbulence on pressure consonants",
                              "nasal emission on all pressure sounds"][sev] + ".\n")
    if sev == 0 and rng.random() < 0.6:
        nb.t("Cleft speech characteristics: none.\n")
    else:
        feats = rng.sample([f for f in clin.SPEECH_FEATURES if "nasality" not in f], rng.randint(1, 1 + sev))
        nb.t("Cleft speech characteristics: " + "; ".join(feats) + ".\n")
    nb.t("Target  Realisation  Position\n")
    for tgt, real in rng.sample(TARGETS, rng.randint(3, 6)):
        nb.t("/%s/     %-11s  %s\n" % (tgt, real if rng.random() < 0.25 * sev + 0.1 else "[%s]" % tgt[0],
                                       rng.choice(["SIWI", "SIWW", "SFWF", "all positions"])))
    if not video and rng.random() < 0.6:
        nb.t("Nasometry (Nasometer II 6450): Zoo passage %d%%, Rainbow passage %d%%, nasal sentences %d%%.\n"
             % (rng.randint(10, 20) + 10 * sev, rng.randint(25, 35) + 6 * sev, rng.randint(50, 70)))
    nb.t("Intelligibility: " + ["intelligible to unfamiliar listeners", "mostly intelligible with context",
                                "difficult to understand for strangers", "intelligible to family only"][sev]
         + " (rated " + str(sev + rng.randint(0, 1)) + " on 0-4 scale).\n")
    nb.t("Language: " + rng.choice(["PLS-5 AC SS 94, EC SS 88 - within average range",
                                      "CELF-5 core language 82 - borderline", "age-appropriate on informal assessment",
                                      "expressive delay; 2-3 word combinations only"]) + ".\n")
    nb.t(("Oro-motor (via video, limited view): " if video else "Oro-motor: ") + rng.choice(["palatal fistula noted anteriorly (Pittsburgh type IV)",
                                     "no fistula; good velar elevation on /a/",
                                     "short-looking velum, bifid uvula not present", "tonsils grade 2"]) + ".\n")
    nb.f("Recording: audio-video recorded (Zoom Q2n-4K), file ref {r}.\n", r=P(ids.idnum(rng, "recording"), "IDNUM"))
    nb.t("\nIMPRESSION\n")
    nb.f("{n} presents with ", n=c.pt_name("first"))
    nb.t([rng.choice(["speech within normal limits for age - no cleft-related concerns.",
                      "developmental phonological errors only."]),
          "mild cleft-type errors; monitor and parent advice.",
          "active cleft speech characteristics (glottal and backed articulation) requiring therapy.",
          "structurally related hypernasality with nasal emission, suggesting VPI."][sev] + "\n")
    nb.t("\nPLAN\n")
    r = [2, 0, 0, 1][sev] if sev else rng.choice([0, 2])
    if sev == 0:
        nb.t("1. No therapy needed; routine review.\n")
    elif r == 0:
        nb.f("1. Referral for therapy to {s} at {h} - 6 sessions, targets /p b t d/.\n", s=c.staff_name("slt", "il"),
             h=P(c.community, "HOSPITAL"))
    elif r == 1:
        nb.f("1. Nasendoscopy and videofluoroscopy on {d} to assess velopharyngeal function.\n",
             d=c.d(dt.add(c.enc, rng.randint(20, 90))))
    else:
        nb.t("1. Discuss at next MDT regarding possible secondary speech surgery.\n")
    nb.f("2. Review {d} (CAPS-A audit recording per national protocol).\n",
         d=P(dt.month_year(dt.add(c.enc, rng.randint(120, 300)), rng), "DATE"))
    nb.f("3. Home practice sheet and video link sent: {u}\n", u=P(ids.url(rng, "leaflet"), "URL"))
    if rng.random() < 0.5:
        nb.f("4. Copy to nursery/school SENCO at {s} with parental consent.\n", s=P(c.school, "ORGANIZATION"))
    common.signature(nb, c, "slt", style=rng.choice([0, 1, 2]))
    if rng.random() < 0.4:
        common.cc_block(nb, c, ["gp", "parents"])
