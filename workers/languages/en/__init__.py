"""English: i2b2-style fine types (PATIENT, CITY, …), month-first dates, US pools and formats."""

from __future__ import annotations

from deidq.workers.languages.record import (
    Calendar,
    Language,
    MergeDefaults,
    Places,
    RuleData,
    SurrogateData,
    frozen_map,
    lexicons_dir,
    model_artifacts_dir,
    rules_data_dir,
    rules_packs_dir,
)

CODE = "en"

# one line per list keeps the record readable
# fmt: off
LANGUAGE = Language(
    code=CODE,
    name="English",
    date_order="month-first",
    calendar=Calendar(
        months=("january", "february", "march", "april", "may", "june", "july", "august", "september",
                "october", "november", "december"),
        months_abbr=("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"),
        weekdays=("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"),
        weekdays_abbr=("mon", "tue", "wed", "thu", "fri", "sat", "sun"),
        connectors=frozenset({"of", "the", "on", "year", "in"}),
        ordinal_suffixes=frozenset({"st", "nd", "rd", "th"}),
        date_words=frozenset({"christmas", "xmas", "easter", "thanksgiving", "halloween", "new", "years", "year",
                              "s", "eve", "day", "days", "week", "weeks", "month", "months", "ago", "independence",
                              "memorial", "labor", "labour", "veterans", "boxing", "good", "bank", "holiday",
                              "spring", "summer", "autumn", "fall", "winter", "early", "mid", "late", "end",
                              "beginning", "and", "to", "from", "through", "until", "at", "by"}),
    ),
    also_parse_months_of=("es",),
    rules=RuleData(
        data_dir=rules_data_dir(CODE),
        packs_dir=rules_packs_dir(CODE),
        gazetteer_types=frozen_map(
            {"city": "CITY", "state": "STATE", "country": "COUNTRY", "profession": "PROFESSION"}
        ),
        places=Places(
            home_country="US",
            home_min_population=30_000,
            min_population=100_000,
            geonames_states=True,
            geonames_countries=True,
        ),
        given_name_type="PATIENT",
        default_name_type="NAME",
        known_phi_types=frozen_map({
            "name": "PATIENT", "mrn": "MRN", "dob": "DATE", "date": "DATE", "address": "STREET", "phone": "PHONE",
            "fax": "FAX", "email": "EMAIL", "ssn": "SSN", "city": "CITY", "zip": "ZIP", "id": "IDNUM",
            "healthplan": "HEALTHPLAN", "account": "ACCOUNT", "family": "PATIENT", "doctor": "DOCTOR",
        }),
        titles=frozenset({"doctor", "mister", "miss", "professor", "nurse", "patient"}),
        eponym_before=("of",),
        name_particles=("de", "van", "von", "la", "le", "da"),
        given_name_initial=True,
        initials_stop_files=tuple(lexicons_dir(CODE) / f for f in (
            "clinical_abbreviations.txt", "clinical_measures.txt", "calendar.txt", "titles.txt")),
        initials_stop_frequent=(lexicons_dir(CODE) / "common_en.txt", 5000),
        name_lexicon_files=(lexicons_dir(CODE) / "given_names.txt", lexicons_dir(CODE) / "surnames.txt"),
        numeric_row_delimiters=(",", ";", "\t"),
    ),
    surrogates=SurrogateData(
        faker_locale="en_US",
        country_code="US",
        country_names="geonames",
        street_types=("Street", "Avenue", "Road", "Drive", "Lane", "Boulevard", "Court", "Way", "Place"),
        street_format="{number} {name} {type}",
        saints=("St. Mary's", "St. Joseph's", "St. Luke's", "St. Anne's", "St. Francis", "St. Vincent's",
                "St. Catherine's", "St. Jude", "St. Elizabeth's", "Holy Cross", "Good Samaritan"),
        hospital_templates=("{city} General Hospital", "{saint} Hospital", "{last} Memorial Hospital",
                            "{city} Regional Medical Center", "University Hospital of {city}", "{last} Medical Center",
                            "{saint} Medical Center", "{city} Community Hospital"),
        centre_templates=("{city} Health Center", "{last} Family Clinic", "{city} Community Clinic"),
        org_templates=("University of {city}", "{last} Foundation", "{last} Laboratories", "{last} Institute",
                       "{last} & {last2} LLC", "{city} Health Services", "{last} Group"),
        handle_words=("river", "maple", "stone", "cedar", "harbor", "summit", "orchard", "meadow", "falcon",
                      "beacon", "willow", "granite", "lumen", "north", "pine", "silver", "atlas", "delta"),
        other_placeholder="[OTHER]",
        sex_placeholder="[SEX]",
        phone_trunk_prefix=r"^(1)([\s.-]+)(?=\(?\d{3})",  # "1-" before an area code
        phone_nanp=True,
        age_words=r"(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|"
                  r"fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|"
                  r"ninety|hundred|and|a|years?|yrs?|yo|y|o|old|aged?|months?|mos?|weeks?|wks?|days?|s|mid|early|"
                  r"late|over|under|about|approx|half|m|f)",
        titles_that_are_names=frozenset({"don", "dona", "dna"}),  # Spanish honorifics, English given names
    ),
    # HOSPITAL is a fine type of both vocabularies: English HOSPITAL spans have lost a sentence full stop since
    # the Spanish default came in (docs/architecture.md "Merge policy"); kept so that English output is unchanged
    merge=MergeDefaults(
        final_stop_types=frozenset({"HOSPITAL"}),
        solo_min_score=frozen_map({"rules:AGE": 0.7}),
        propagate_labels=frozenset({"NAME"}),
        propagate_stop_files=(
            *(rules_data_dir(CODE) / f for f in ("common_words.txt", "name_stop.txt", "particles.txt",
                                                  "given_names_stop.txt", "given_names_stop_words.txt")),
            lexicons_dir(CODE) / "calendar.txt", lexicons_dir(CODE) / "titles.txt",
        ),
        propagate_frequent=(lexicons_dir(CODE) / "common_en.txt", 300),
        propagate_ordinary=(lexicons_dir(CODE) / "common_en.txt", 50000),
        propagate_short_sources=frozenset({"rules.en.table_staff", "rules.en.names"}),
        propagate_short_stop_files=tuple(rules_data_dir(CODE) / f for f in (
            "table_cell_stop.txt", "charting_stop.txt", "initials_stop.txt")),
        whole_word_labels=frozenset({"ID", "CONTACT"}),
        whole_word_plain_labels=frozenset({"DATE"}),
    ),
    model_dir=model_artifacts_dir(CODE),
    model_truecase_lower=True,
)
# fmt: on
