"""Letters: audiology clinic letter, ENT referral, GP letter."""
import cases as K
import clinical as CL
import core as C
from core import P


FUNDING_NOTES = {
    "UK": ["Eligible for NHS hearing aids; Access to Work assessment suggested for the workplace.",
           "Advised to inform the DVLA only if vertigo episodes recur (not required for tinnitus alone).",
           "NICE NG98 pathway followed; no indication for further imaging."],
    "US": ["Medicare does not cover the aids; OTC options and the VA benefit discussed.",
           "Tinnitus is a recognised service-connected condition - VA claim advice given.",
           "FDA-cleared OTC aids are not suitable given the asymmetry."],
    "AU": ["Eligible under the Hearing Services Program (pensioner concession card).",
           "DVA Gold Card holder - aids and tinnitus management covered.",
           "NDIS not applicable (over 65)."],
    "CA": ["ADP will cover 75% of the device cost; WSIB claim pending for work exposure.",
           "OHIP covers the diagnostic audiogram only.", "Veterans Affairs Canada benefits discussed."],
    "IE": ["Eligible for HSE-funded aids on the medical card; PRSI Treatment Benefit also checked.",
           "Citizens Information leaflet on grants for hearing aids provided."],
    "NZ": ["ACC cover for noise-induced loss being explored; WINZ hardship grant option mentioned.",
           "Hearing Aid Subsidy via MoH discussed."],
}


def _hx_paragraph(x, who):
    pt = x.pt
    art = "an" if str(pt["age"]).startswith("8") or pt["age"] in (11, 18) else "a"
    x.t("{Who} is {art} {age} {prof} {ref} with a {dur} history of {desc} tinnitus ({side}), {onset}. ",
        Who=who, art=art, age=x.age_phrase(x.pk(["year-old", "year-old", "yo"])), prof=x.prof_noun(),
        ref=x.pk(["referred by the GP", "self-referred via the GP", "referred by ENT", "whom you kindly referred"]),
        dur=x.pk(["6-month", "2-year", "10-year", "18 month", "several-year", "3 week", "lifelong"]),
        desc=x.pk(CL.TINN_DESC), side=x.pk(CL.TINN_SIDE), onset=x.pk(CL.ONSET))
    x.t("{assoc}\n", assoc=x.pk(CL.ASSOC))
    r = x.rng.random()
    if r < 0.3 and pt["retired"]:
        x.t("{He} worked at {emp} for {n} years before retiring in {yr}. ",
            He=pt["He"], emp=x.employer(), n=str(x.rng.randrange(8, 40)), yr=x.D(x.before(400, 4000), "year"))
    elif r < 0.3:
        x.t("{He} has worked at {emp} for {n} years and finds the noise there difficult. ",
            He=pt["He"], emp=x.employer(), n=str(x.rng.randrange(2, 30)))
    elif r < 0.55:
        x.t("Originally from {cty}, {he} moved to {town} in {yr}. ",
            cty=x.country_p(), he=pt["he"], town=P(pt["addr"]["city"], "CITY"),
            yr=x.D(x.before(3000, 15000), "year"))
    elif r < 0.8:
        f = x.fam(0)
        x.t("{He} lives with {his} {fam}, who says the TV volume is 'through the roof'. ",
            He=pt["He"], his=pt["his"], fam=K.fam_ref(x.rng, f))
    if x.ch(0.5):
        x.t("Sleep is {sl}; mood {md}.", sl=x.pk(["poor (wakes at 3am and hears it)", "OK with a fan on", "disturbed",
                                                   "reasonable"]),
            md=x.pk(["low at times", "'fed up'", "stable", "anxious about the cause"]))
    x.put("\n")


def clinic_letter(x):
    pt, rng = x.pt, x.rng
    s = x.site(x.pk(["hosp", "hosp", "clinic"]))
    aud = x.clin(x.pk(["AUD", "AUD", "HT", "AVM"]))
    gp = x.clin("GP")
    prac = x.site("practice")
    K.site_header(rng, x.n, s)
    x.put("\n")
    typed = x.after(1, 12)
    x.put(x.pk(["Date: ", "Date typed: ", "", "Dictated: "]), x.D(typed), "\n")
    if x.ch(0.6):
        x.put(x.pk(["Our ref: ", "Ref: ", "Our Ref "]), P(C.idnum(rng), "IDNUM"))
        if x.ch(0.5):
            x.put("   ", x.dictated(aud))
        x.put("\n")
    x.put(x.pk(["Clinic date: ", "Seen: ", "Date of appointment: "]), x.D(pt["visit"]), "\n\n")
    to_patient = x.ch(0.25)
    if to_patient:
        x.put(K.formal(pt) if x.ch(0.5) else K.full(pt), "\n")
        x.put(C.addr_pieces(rng, pt["addr"], "block"), "\n\n")
        x.t("Dear {n},\n\n", n=x.pk([K.formal(pt), [K.first(pt)]]))
        x.t("Re: Your appointment in the {dept} on {d}\n{ids}\n\n", dept=x.pk(["tinnitus clinic", "Audiology clinic",
                                                                              "hearing therapy service"]),
            d=x.D(pt["visit"], "wd_mdy" if x.us else "wd_dmy"), ids=x.ids_line())
        x.t("Thank you for coming to see me. As promised, here is a summary of what we discussed.\n\n")
        x.t("You told me about your {desc} tinnitus ({side}), {onset}. {extra}\n",
            desc=x.pk(CL.TINN_DESC), side=x.pk(CL.TINN_SIDE), onset=x.pk(CL.ONSET),
            extra=x.pk(["You find it worst at night and when you are tired.",
                        "It is most intrusive at work and when the house is quiet.",
                        ["Your ", x.fam(0)["rel"], " ", P(x.fam(0)["first"], "FAMILY"),
                         " has noticed you turning the television up."], "You have no dizziness or ear pain."]))
    else:
        x.put(K.drfull(gp), "\n", P(prac["name"], "HOSPITAL"), "\n")
        x.put(C.addr_pieces(rng, prac["addr"], "block"), "\n\n")
        x.t("Dear {d},\n\n", d=["Dr ", P(gp["last"], "DOCTOR")] if x.ch(0.8) else [P(gp["first"], "DOCTOR")])
        x.put("Re: ", x.pt_name_hdr(), x.pk([", DOB ", "  DOB: ", " - d.o.b. "]), x.D(pt["dob"]), "\n")
        x.put(x.ids_line(), "\n")
        if x.ch(0.6):
            x.put(C.addr_pieces(rng, pt["addr"], "line"), "\n")
        x.put("\n")
        if x.ch(0.6):
            x.put("Diagnosis:\n")
            for d in rng.sample(["Chronic subjective tinnitus", "Bilateral high-frequency SNHL", "Hyperacusis",
                                 "Tinnitus-related insomnia", "Asymmetric SNHL - for MRI", "Noise-induced hearing loss",
                                 "Misophonia traits", "Eustachian tube dysfunction", "Presbycusis"], 2):
                x.put("- ", d, "\n")
            x.put("\n")
        attend = x.pk(["", "alone", "with {f}"])
        x.t("I saw {p} in the {cl} on {d}", p=x.pk([K.formal(pt), K.full(pt)]),
            cl=x.pk(["tinnitus clinic", "adult audiology clinic", "hearing therapy clinic", "combined ENT/audiology clinic"]),
            d=x.D(pt["visit"]))
        if attend == "alone":
            x.put(", who attended alone")
        elif attend:
            x.t(", who attended with {f}", f=K.fam_ref(rng, x.fam(0)))
        x.put(". ")
        if x.ch(0.5):
            x.t("{p} was last seen here on {d}. ", p=K.pt_ref(rng, pt), d=x.D(x.before(200, 900)))
        x.put("\n\n")
        _hx_paragraph(x, K.pt_ref(rng, pt))
    x.t("\nPMH: {pmh}. Medication: {meds}.\n", pmh=CL.pmh(rng), meds=CL.meds(rng))
    x.t("{oto} {hn}\n", oto=x.pk(CL.OTOSCOPY), hn=x.pk(CL.HARDNEG))
    if x.ch(0.5):
        x.put(x.pk(FUNDING_NOTES[x.c]), "\n")
    pat, ears, bc = CL.thresholds(rng)
    x.put("\nAudiometry: ", CL.describe(pat, ears), "\n")
    if x.ch(0.5):
        x.put(CL.audio_table(rng, ears, bc))
    ty = CL.tymp(rng, pat)
    x.put("Tympanometry: ", CL.tymp_text(rng, ty, "inline"))
    sc = CL.scores(rng)
    x.t("THI {thi}/100 (grade {g}, {w}); HADS A{a} D{d}; ISI {isi}.\n\n", thi=str(sc["thi"]), g=str(sc["grade"]),
        w=sc["word"], a=str(sc["hadsa"]), d=str(sc["hadsd"]), isi=str(sc["isi"]))
    x.put("Plan:\n")
    for i, p in enumerate(rng.sample(CL.PLANS, 3), 1):
        x.put("%d. %s\n" % (i, p))
    nxt = x.after(30, 120)
    x.t("\nFollow-up booked for {d} at {tm} in Room {rm}, {site}.\n", d=x.D(nxt, "wd_mdy" if x.us else "wd_dmy"),
        tm=x.pk(["09:30", "10:15", "2.40pm", "14:00", "11:45"]), rm=x.room(), site=P(s["name"], "HOSPITAL"))
    if x.ch(0.4):
        x.t("If you have questions please contact the department on {ph} or {em}.\n",
            ph=P(s["phone"], "PHONE"), em=P(s["email"], "EMAIL"))
    x.put("\n", x.pk(["Yours sincerely,", "Kind regards,", "Yours faithfully,", "With best wishes,"]), "\n\n\n")
    x.sig(aud)
    x.put("\ncc: ")
    if to_patient:
        x.put(K.drfull(gp), ", ", P(prac["name"], "HOSPITAL"))
    else:
        x.put(K.formal(pt), " (patient)")
        if x.ch(0.3):
            x.put("; ", K.drfull(x.clin("ENT")), ", ENT")
    x.put("\n")


def ent_referral(x):
    pt, rng = x.pt, x.rng
    s = x.site("hosp")
    ent = x.clin("ENT")
    ref = x.clin(x.pk(["AUD", "AUD", "GP", "AVM"]))
    s2 = x.site("practice" if ref["role"] == "GP" else x.pk(["hosp", "clinic"]))
    urg = x.pk(["ROUTINE", "SOON", "URGENT", "Urgent - suspected sudden SNHL", "Routine"])
    x.put(x.pk(["REFERRAL TO ENT", "ENT REFERRAL", "Referral: Otolaryngology / Otology", "ENT Outpatient Referral Form"]),
          "   Priority: ", urg, "\n")
    x.put("=" * x.rng.randrange(20, 50), "\n")
    x.put("Date of referral: ", x.D(x.after(0, 6)), "\n")
    if x.c == "UK" and x.ch(0.7):
        x.put("e-RS UBRN: ", P(C.idnum(rng, "ubrn"), "IDNUM"), "\n")
    else:
        x.put(x.pk(["Referral ID: ", "Ref #", "Order no. "]), P(C.idnum(rng), "IDNUM"), "\n")
    x.put("To: ", K.drfull(ent), ", ", x.pk(["ENT Department", "Otology Clinic", "Head & Neck Outpatients"]), ", ",
          P(s["name"], "HOSPITAL"), "\n")
    x.put("From: ", K.drfull(ref), ", ", ref["job"], ", ", P(s2["name"], "HOSPITAL"), "\n")
    x.put("Referrer contact: ", P(s2["phone"], "PHONE"))
    if x.ch(0.5):
        x.put("  bleep ", P(C.bleep(rng), "PHONE"))
    if x.ch(0.5):
        x.put("  fax ", P(s2["fax"], "FAX"))
    x.put("\n\nPATIENT DETAILS\n")
    x.pt_block(addr=True, phone=True)
    if x.ch(0.7):
        f = x.fam(0)
        x.put("NOK: ", P("%s %s" % (f["first"], f["last"]), "FAMILY"), " (", f["rel"], ") ", P(f["phone"], "PHONE"), "\n")
    if x.ch(0.3):
        x.put("Interpreter: ", x.pk(["Polish", "Punjabi", "Cantonese", "Arabic", "Vietnamese", "Portuguese", "Somali",
                                     "Tongan"]), " interpreter required\n")
    if x.ch(0.5):
        x.put("Occupation: ", P(pt["prof"], "PROFESSION"), "\n")
    x.put("\nREASON FOR REFERRAL\n")
    reason = x.pk(["Asymmetric SNHL with unilateral tinnitus - please consider MRI IAM.",
                   "Pulsatile tinnitus R, audible to patient only, worse lying down.",
                   "Sudden unilateral hearing loss and tinnitus (onset within 72 h) - steroids?",
                   "Recurrent otitis externa preventing hearing aid use.",
                   "Suspected otosclerosis (Carhart notch, absent reflexes) - surgical opinion.",
                   "Tinnitus with episodic vertigo and fluctuating low-frequency loss ?Meniere's disease.",
                   "Persistent ETD with tinnitus and autophony.", "Wax impaction unresponsive to olive oil; microsuction."])
    x.put(reason, "\n")
    x.t("\nHISTORY\n{age} {sex} with {desc} tinnitus ({side}), {onset}. {assoc} {noise}\n",
        age=[x.age_p(), x.pk([" yo", "-year-old", "y/o"])], sex="man" if pt["sex"] == "M" else "woman",
        desc=x.pk(CL.TINN_DESC), side=x.pk(CL.TINN_SIDE), onset=x.pk(CL.ONSET), assoc=x.pk(CL.ASSOC),
        noise=CL.noise_hx(rng))
    if x.ch(0.5):
        x.t("Symptoms first noticed around {d}; seen by GP {gp} on {d2}.\n", d=x.D(x.before(60, 400), "month_year"),
            gp=K.drname(x.clin("GP")), d2=x.D(x.before(10, 50)))
    x.t("PMH: {p}\nDHx: {m}\nAllergies: {a}\n", p=CL.pmh(rng), m=CL.meds(rng),
        a=x.pk(["NKDA", "penicillin (rash)", "nil known", "codeine - nausea", "latex"]))
    x.put("\nFINDINGS\n", x.pk(CL.OTOSCOPY), "\n")
    pat, ears, bc = CL.thresholds(rng, x.pk(["asym", "asym", "conductive", "low", "notch"]))
    x.put("PTA ", x.D(pt["visit"], x.dm), ":\n", CL.audio_table(rng, ears, bc), CL.describe(pat, ears), "\n")
    x.put(CL.tymp_text(rng, CL.tymp(rng, pat)))
    if x.ch(0.5):
        x.put(CL.reflexes(rng))
    x.put("\nRED FLAGS\n")
    flags = ["Sudden SNHL", "Unilateral/pulsatile tinnitus", "Facial weakness", "Otalgia/otorrhoea",
             "Vertigo", "Neurological signs"]
    ticked = set(rng.sample(range(len(flags)), rng.randrange(0, 3)))
    for i, flag in enumerate(flags):
        x.put("[%s] %s\n" % ("x" if i in ticked else " ", flag))
    x.put("\n", x.pk(["Question for ENT: ", "Request: ", "Please: "]),
          x.pk(["assess and consider imaging.", "review and advise re MRI IAM.", "microsuction and review TMs.",
                "please see within 2/52 if possible.", "surgical opinion re stapedotomy vs aid."]), "\n\n")
    x.put("Referred by:\n")
    x.sig(ref)
    if x.ch(0.4):
        x.put("Copy to GP: ", K.drfull(x.clin("GP")), ", ", P(x.site("practice")["name"], "HOSPITAL"), "\n")


def gp_letter(x):
    pt, rng = x.pt, x.rng
    prac = x.site("practice")
    gp = x.clin("GP")
    s = x.site(x.pk(["hosp", "clinic"]))
    K.site_header(rng, x.n, prac)
    if x.ch(0.5):
        x.put(x.pk(["Senior Partner: ", "Partners: "]), K.drfull(gp))
        if x.ch(0.5):
            x.put(", ", K.drfull(x.clin("GP")))
        x.put("\n")
    x.put("\n", x.D(pt["visit"], x.pk([x.ds, "dmy_long" if not x.us else "mdy_long"])), "\n\n")
    x.put(x.pk(["The Audiologist", "Tinnitus Clinic", "Adult Audiology", "The Hearing Therapist"]), "\n",
          P(s["name"], "HOSPITAL"), "\n")
    x.put(C.addr_pieces(rng, s["addr"], "block"), "\n\n")
    x.put(x.pk(["Dear Colleague,", "Dear Audiology team,", "Dear Sir/Madam,"]), "\n\n")
    x.put("Re: ", K.full_mid(pt) if x.ch(0.6) else K.caps(pt), "  DOB ", x.D(pt["dob"]), "\n")
    x.put(x.ids_line(), "\n")
    x.put(C.addr_pieces(rng, pt["addr"], "line"), "\n")
    x.put(x.pk(["Tel ", "Mobile: ", "Ph "]), P(pt["mobile"], "PHONE"))
    if x.ch(0.4):
        x.put("  Email ", P(pt["email"], "EMAIL"))
    x.put("\n\n")
    x.t("{intro} {ref}, {art} {age} {prof}, who has been troubled by {desc} tinnitus ({side}) for {dur}. ",
        intro=x.pk(["Thank you for seeing", "I would be grateful if you could assess", "Please could you see"]),
        ref=x.pk([K.formal(pt), K.full(pt)]), age=x.age_phrase("year-old"), prof=x.prof_noun(),
        art="an" if str(pt["age"]).startswith("8") or pt["age"] in (11, 18) else "a",
        desc=x.pk(CL.TINN_DESC), side=x.pk(CL.TINN_SIDE),
        dur=x.pk(["about a year", "the past 6 months", "over five years", "several months", "some weeks"]))
    x.t("{He} {what}. {assoc} ", He=pt["He"],
        what=x.pk(["is finding it hard to sleep and concentrate", "is becoming increasingly distressed",
                   "has asked about hearing aids", "has tried Ginkgo and a white-noise app without benefit",
                   "describes it as 'constant and unbearable at night'"]), assoc=x.pk(CL.ASSOC))
    if x.ch(0.6):
        f = x.fam(x.rng.randrange(3))
        x.t("{His} {f} ({a}) has noticed {him} mishearing and asking for repetition. ",
            His=pt["His"], f=K.fam_ref(rng, f), a=P(str(f["age"]), "AGE"), him=pt["him"])
    if x.ch(0.5):
        x.t("{He} {w} at {emp}, where {noise}.", He=pt["He"],
            w=x.pk(["works", "worked until recently", "has worked for many years"]), emp=x.employer(),
            noise=x.pk(["noise levels are high", "ear defenders are provided but not always worn",
                        "a headset is worn all day", "there is a lot of machinery"]))
    if x.ch(0.5):
        x.put(" ", x.pk(FUNDING_NOTES[x.c]))
    x.put("\n\nExamination today: ", x.pk(CL.OTOSCOPY), " BP ", "%d/%d" % (x.rng.randrange(110, 170), x.rng.randrange(60, 100)),
          ", pulse ", str(x.rng.randrange(55, 100)), " reg. Cranial nerves grossly intact. ", x.pk(CL.HARDNEG), "\n")
    x.put("\nPast medical history:\n")
    for _ in range(x.rng.randrange(2, 5)):
        x.put(" ", x.D(x.before(400, 12000), "year"), "  ", x.pk(CL.PMH), "\n")
    x.put("\nCurrent medication:\n")
    for m in x.rng.sample(CL.MEDS, x.rng.randrange(1, 5)):
        x.put(" - ", m, "\n")
    x.t("\nAllergies: {a}\nSmoking: {s}   Alcohol: {al} units/wk\n", a=x.pk(["NKDA", "penicillin", "sulfa drugs", "none"]),
        s=x.pk(["never", "ex-smoker", "10/day", "vapes"]), al=str(x.rng.randrange(0, 30)))
    x.put("Recent bloods (", x.D(x.before(5, 90)), "): FBC, U&E, TFTs and HbA1c all within normal range; ferritin ",
          str(x.rng.randrange(15, 300)), " ug/L.\n\n")
    x.put(x.pk(["I would value your opinion on hearing aids and tinnitus management.",
                "Many thanks for your help with this patient.",
                "Please let me know if you think an ENT opinion is needed in the first instance.",
                "I have reassured the patient in the meantime and advised avoiding silence."]), "\n\n")
    x.put(x.pk(["Yours sincerely,", "Kind regards,", "Yours faithfully,"]), "\n\n")
    x.put(K.drfull(gp), "\n", gp["job"], "\n")
    lab = {"UK": "GMC ", "US": "NPI ", "AU": "Provider no. ", "CA": "CPSO #", "IE": "IMC No. ", "NZ": "MCNZ "}[x.c]
    x.put(lab, P(gp["lic"], "LICENSE"), "\n")
    if x.ch(0.5):
        x.put("Typed by ", P(x.clin("ADMIN")["first"], "DOCTOR"), " ", x.D(x.after(0, 3), x.dm), "\n")
